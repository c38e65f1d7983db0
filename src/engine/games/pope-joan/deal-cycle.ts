import { suitOf } from '../../cards/card';
import { Seat } from '../../core/game';
import { dealCards, dealingOrder, dress, turnUpWins } from './deal';
import { packDeal } from './deal-record';
import { handOf } from './hand';
import { playsOf } from './plays';
import { DEAD, Deal, DealOutcome, EndReason, PackedDeal, PopeJoanState, SeatStatus } from './state';

/** A match between deals: everything but the deal itself. */
export type BetweenDeals = Omit<PopeJoanState, 'deal'>;

/** The first seat in the match to the left of `from` (rule 1: the deal passes to the left). */
export function nextInMatch(status: readonly SeatStatus[], from: Seat): Seat {
  const n = status.length;
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n;
    if (status[s] === 'playing') return s;
  }
  throw new Error('a match in progress has players');
}

/**
 * Starts the next deal with `dealer` (rules 2–4): dressing, dealing, the
 * turn-up and what it wins. A deal voided by a turned-up Pope is recorded and
 * the next one begins at once, with no move.
 */
export function beginDeal(match: BetweenDeals, dealer: Seat): PopeJoanState {
  const { options, players } = match;
  const seats: Seat[] = [];
  for (let s = 0; s < players; s++) if (match.status[s] === 'playing') seats.push(s);
  const counters = match.counters.slice();
  const board = match.board.slice();
  dress(counters, board, seats, dealer, options.dressing);
  const number = match.record.length + 1;
  const dealt = dealCards(match.seed, number, players, dealingOrder(seats, dealer), options.turnUpToDeadHand);
  const dealtIn = match.status.map((s) => s === 'playing');
  const eldest = nextInMatch(match.status, dealer);
  const deal: Deal = {
    number,
    dealer,
    eldest,
    dealtIn,
    live: dealtIn,
    ...dealt,
    trumps: suitOf(dealt.turnUp),
    played: 0,
    turn: { seat: eldest, kind: 'lead' },
    stopSuit: null,
  };
  const dealsDealt = match.dealsDealt.slice();
  dealsDealt[dealer]++;
  const voided = turnUpWins(deal, board, counters, options.popeTurnUp);
  const state: PopeJoanState = { ...match, counters, board, dealsDealt, deal };
  return voided ? finishDeal(state, 'popeTurnUp', null) : state;
}

/**
 * Ends the current deal: it goes into the public record, players left with no
 * counters are bankrupt (rule 12), and either the match ends (rule 11) or the
 * deal passes to the left.
 *
 * Bankruptcy is settled here, between deals. A player left with exactly zero
 * is out as well as one who owed more: with nothing to pay, they would play
 * a free roll, and rule 11 counts only players who have counters. A player
 * emptied by the dressing was already dealt in and plays that deal out; if it
 * wins them counters back, they stay in the match.
 */
export function finishDeal(state: PopeJoanState, outcome: DealOutcome, winner: Seat | null): PopeJoanState {
  const deal: Deal = { ...state.deal, turn: null };
  const record = [...state.record, recordOf(deal, outcome, winner)];
  const status = state.status.map((s, seat) => (s === 'playing' && state.counters[seat] === 0 ? 'bankrupt' : s));
  const ended: PopeJoanState = { ...state, deal, record, status };
  const over = endReason(ended);
  if (over !== null) return { ...ended, over };
  return beginDeal(ended, nextInMatch(status, deal.dealer));
}

/**
 * Rule 11. "Each player deals `deals` times" is kept per player: the match
 * ends once every player still in it has dealt that often, so bankruptcies
 * never cost the survivors a deal. It also ends when fewer than three players
 * are left in it. When both hold, the scheduled end is the one reported.
 */
export function endReason(state: PopeJoanState): EndReason | null {
  let left = 0;
  let allDealt = true;
  for (let s = 0; s < state.players; s++) {
    if (state.status[s] !== 'playing') continue;
    left++;
    if (state.dealsDealt[s] < state.options.deals) allDealt = false;
  }
  if (allDealt) return 'DEALS_PLAYED';
  return left < 3 ? 'TOO_FEW_PLAYERS' : null;
}

function recordOf(deal: Deal, outcome: DealOutcome, winner: Seat | null): PackedDeal {
  return packDeal({
    number: deal.number,
    dealer: deal.dealer,
    trumps: deal.trumps,
    turnUp: deal.turnUp,
    turnUpHolder: deal.turnUpHolder,
    outcome,
    winner,
    plays: playsOf(deal),
    hands: deal.dealtIn.map((_, seat) => handOf(deal, seat)),
    deadHand: handOf(deal, DEAD),
  });
}
