import { Card, SuitIndex } from '../../cards/card';
import { MoveError, illegal, moveError } from '../../core/errors';
import { Result, err, ok } from '../../core/result';
import { Seat } from '../../core/game';
import { mayPlay } from './follow';
import { MawMove } from './move';
import { aceOfTrumps, effectiveSuit } from './ranking';
import { rob } from './robbing';
import { beforeLead, finishGame, turnNext } from './set';
import { HAND_SIZE, MawState, TRICKS, appended, dealWith, nextSeat, sideOf, stateWith } from './state';
import { trickWinner } from './trick';

type Applied = Result<MawState, MoveError>;

const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];
const NO_CARDS: readonly Card[] = [];

/**
 * Applies a move, refusing anything the rules do not allow with a coded
 * error. Error messages never name a card the mover cannot see.
 */
export function apply(state: MawState, move: MawMove): Applied {
  if (state.phase === 'over') return err(moveError('GAME_OVER', 'the set is over'));
  if (!Number.isInteger(move.seat) || move.seat < 0 || move.seat >= state.players)
    return err(illegal('NO_SUCH_SEAT', `there is no seat ${move.seat}`));
  if (move.type === 'resign') return ok(resign(state, move.seat));
  if (move.seat !== state.turn) return err(moveError('NOT_YOUR_TURN', `it is seat ${state.turn}'s turn`));
  switch (state.phase) {
    case 'five':
      return askToFive(state, move);
    case 'accept':
      return answerFive(state, move);
    case 'rob':
      return dealerRob(state, move);
    case 'play':
      return play(state, move);
  }
}

/** The resigning seat's side loses the set, whoever's turn it is. */
function resign(state: MawState, seat: Seat): MawState {
  return stateWith(state, { phase: 'over', end: { reason: 'RESIGNED', seat, winner: 1 - sideOf(seat) } });
}

function notNow(move: MawMove, waitingFor: string): Applied {
  return err(illegal('NOT_NOW', `"${move.type}" is not possible now: waiting for ${waitingFor}`));
}

/** The eldest asks the dealer to five it, or not (maw.md, A game 3). */
function askToFive(state: MawState, move: MawMove): Applied {
  if (move.type === 'five') return ok(stateWith(state, { phase: 'accept', turn: state.deal.dealer }));
  if (move.type === 'nofive') return ok(beforeLead(state));
  return notNow(move, 'five or nofive');
}

function answerFive(state: MawState, move: MawMove): Applied {
  if (move.type === 'accept') return ok(fiveIt(state));
  if (move.type === 'refuse') return ok(beforeLead(state));
  return notNow(move, 'accept or refuse');
}

/**
 * The turn-up is set aside and the next stock card turned up; under
 * untilNewSuit turning goes on until a suit other than the old trumps shows
 * (a turned A♥ shows hearts: a turn-up names trumps by its suit, maw.md 2).
 * Each A♥ turned scores the dealer, so the set may end here.
 */
function fiveIt(state: MawState): MawState {
  const previous = state.deal.trumps;
  let next = turnNext(state);
  while (next.phase !== 'over' && state.options.fiving === 'untilNewSuit' && next.deal.trumps === previous)
    next = turnNext(next);
  return next.phase === 'over' ? next : beforeLead(next);
}

/** Option dealerRobsAce: the dealer may exchange any card for the turned-up ace before the lead. */
function dealerRob(state: MawState, move: MawMove): Applied {
  const lead = stateWith(state, { phase: 'play', turn: state.deal.leader });
  if (move.type === 'norob') return ok(lead);
  if (move.type !== 'rob') return notNow(move, 'rob or norob');
  if (!state.deal.hands[move.seat].includes(move.discard))
    return err(illegal('CARD_NOT_IN_HAND', 'that card is not in your hand'));
  return ok(rob(lead, move.seat, move.discard));
}

function play(state: MawState, move: MawMove): Applied {
  if (move.type === 'play') return playCard(state, move.seat, move.card);
  if (move.type === 'rob') return robBeforeFirstCard(state, move.seat, move.discard);
  return notNow(move, 'a card');
}

function robBeforeFirstCard(state: MawState, seat: Seat, discard: Card): Applied {
  const deal = state.deal;
  const hand = deal.hands[seat];
  if (deal.robbery !== null) return err(illegal('NOT_NOW', 'the turn-up has already been taken'));
  if (hand.length < HAND_SIZE) return err(illegal('NOT_NOW', 'robbing is only allowed before your first card'));
  if (!hand.includes(aceOfTrumps(deal.trumps)))
    return err(illegal('NO_ACE_TO_ROB', 'only the holder of the Ace of trumps may rob'));
  if (!hand.includes(discard)) return err(illegal('CARD_NOT_IN_HAND', 'that card is not in your hand'));
  return ok(rob(state, seat, discard));
}

function playCard(state: MawState, seat: Seat, c: Card): Applied {
  const deal = state.deal;
  const hand = deal.hands[seat];
  if (!hand.includes(c)) return err(illegal('CARD_NOT_IN_HAND', 'that card is not in your hand'));
  const led = deal.trick.length > 0 ? deal.trick[0] : undefined;
  if (!mayPlay(hand, c, led, deal.trumps, state.options)) {
    return err(illegal('MUST_FOLLOW_SUIT', followMessage(effectiveSuit(led as Card, deal.trumps), deal.trumps, state)));
  }
  const hands = deal.hands.slice();
  hands[seat] = without(hand, c);
  const trick = appended(deal.trick, c);
  if (trick.length < state.players)
    return ok(stateWith(state, { turn: nextSeat(seat, state.players), deal: dealWith(deal, { hands, trick }) }));
  const winner = trickWinner(trick, deal.leader, state.options.ranking, deal.trumps);
  const tricks = appended(deal.tricks, { leader: deal.leader, cards: trick, winner });
  const next = stateWith(state, {
    turn: winner,
    deal: dealWith(deal, { hands, trick: NO_CARDS, tricks, leader: winner }),
  });
  return ok(tricks.length === TRICKS ? finishGame(next) : next);
}

/** `hand` without `c`, which it holds; exactly as long as it needs to be (see `appended`). */
function without(hand: readonly Card[], c: Card): Card[] {
  const out = new Array<Card>(hand.length - 1);
  let n = 0;
  for (const h of hand) if (h !== c) out[n++] = h;
  return out;
}

function followMessage(led: SuitIndex, trumps: SuitIndex, state: MawState): string {
  if (led === trumps) return `trumps (${SUIT_NAMES[trumps]}) were led: you must follow with a trump`;
  const or = state.options.followRule === 'followOrTrump' ? ' or trump' : '';
  return `${SUIT_NAMES[led]} were led: you must follow suit${or}`;
}
