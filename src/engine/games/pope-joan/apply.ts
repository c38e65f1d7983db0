import { Card, suitOf } from '../../cards/card';
import { formatCard, formatCards, suitText } from '../../cards/notation';
import { MoveError, illegal, moveError } from '../../core/errors';
import { Seat } from '../../core/game';
import { Result, err, ok } from '../../core/result';
import { GAME, canScore, winOnPlay } from './compartments';
import { goOut } from './going-out';
import { isBarredSuit, isLegalLead, legalLeads } from './legal-moves';
import { finishDeal } from './deal-cycle';
import { PopeJoanMove } from './move';
import { playedPlace, Deal, PopeJoanState, Turn } from './state';
import { lastPlay } from './plays';
import { follower, liveFrom } from './stops';

export function apply(state: PopeJoanState, move: PopeJoanMove): Result<PopeJoanState, MoveError> {
  if (state.over !== null) return err(moveError('GAME_OVER', 'the match is over'));
  if (!Number.isInteger(move.seat) || move.seat < 0 || move.seat >= state.players)
    return err(illegal('NO_SUCH_SEAT', `there is no seat ${String(move.seat)}`));
  switch (move.type) {
    case 'play':
      return play(state, move.seat, move.card);
    case 'resign':
      return resign(state, move.seat);
    default:
      return err(moveError('MALFORMED_MOVE', 'a move is a card or resign'));
  }
}

/**
 * Checks a card against the turn. Messages name only the submitted card and
 * cards in the submitter's own hand: where an absent card is (another hand,
 * the dead hand) is never hinted at.
 */
function play(state: PopeJoanState, seat: Seat, card: Card): Result<PopeJoanState, MoveError> {
  const deal = state.deal;
  const turn = deal.turn as Turn;
  if (!Number.isInteger(card) || card < 0 || card > 51) return err(moveError('MALFORMED_MOVE', 'not a card'));
  if (turn.seat !== seat) return err(moveError('NOT_YOUR_TURN', `it is seat ${turn.seat}'s turn to ${turn.kind}`));
  if (deal.place[card] !== seat) return err(illegal('CARD_NOT_IN_HAND', `you do not hold ${formatCard(card)}`));
  if (turn.kind === 'follow') {
    return card === turn.card
      ? ok(playCard(state, seat, card))
      : err(illegal('MUST_PLAY_NEXT_CARD', `you must play ${formatCard(turn.card)}, the next card of the run`));
  }
  const problem = leadProblem(state, seat, card);
  return problem ? err(problem) : ok(playCard(state, seat, card));
}

function leadProblem(state: PopeJoanState, seat: Seat, card: Card): MoveError | null {
  const { deal, options } = state;
  if (isLegalLead(deal, options, seat, card)) return null;
  const suit = suitOf(card);
  if (isBarredSuit(deal, options, seat, suit))
    return illegal('MUST_CHANGE_SUIT', `after a stop in ${suitText(suit)} you must lead another suit`);
  const rule = options.leadRule === 'lowestInHand' ? 'the lowest card in your hand' : 'the lowest card of a suit';
  return illegal('MUST_LEAD_LOWEST', `lead ${rule}: ${formatCards(legalLeads(deal, options, seat)).join(', ')}`);
}

/**
 * Plays a legal card: it may win compartments (rule 8), end the deal if it
 * was the player's last (rule 9), or pass the turn to whoever holds the next
 * card (rule 6) or, at a stop, back to the player as leader (rule 7).
 */
function playCard(state: PopeJoanState, seat: Seat, card: Card): PopeJoanState {
  const deal = state.deal;
  const place = deal.place.slice();
  place[card] = playedPlace(seat, deal.played);
  const handSizes = deal.handSizes.slice();
  handSizes[seat]--;
  const out = handSizes[seat] === 0;
  const next = out ? null : follower(deal, card);
  const turn: Turn | null = out
    ? null
    : next === null
      ? { seat, kind: 'lead' }
      : { seat: next, kind: 'follow', card: card + 1 };
  // Built field by field, not spread: this is the hot path of replay and V8
  // keeps literal objects of one shape fast.
  const played: Deal = {
    number: deal.number,
    dealer: deal.dealer,
    eldest: deal.eldest,
    dealtIn: deal.dealtIn,
    live: deal.live,
    place,
    handSizes,
    deadSize: deal.deadSize,
    trumps: deal.trumps,
    turnUp: deal.turnUp,
    turnUpHolder: deal.turnUpHolder,
    played: deal.played + 1,
    turn,
    stopSuit: next === null && !out ? suitOf(card) : deal.stopSuit,
  };
  let { counters, board } = state;
  if (out || canScore(card, deal.trumps)) {
    const c = counters.slice();
    const b = board.slice();
    winOnPlay(played, b, c, seat, card, state.options.splitPairs);
    if (out) goOut(played, b, c, seat, state.options.popeHolderPays);
    counters = c;
    board = b;
  }
  const after: PopeJoanState = {
    options: state.options,
    seed: state.seed,
    players: state.players,
    counters,
    board,
    status: state.status,
    dealsDealt: state.dealsDealt,
    deal: played,
    record: state.record,
    over: state.over,
  };
  return out ? finishDeal(after, 'wentOut', seat) : after;
}

/**
 * A resigning player is treated as bankrupt: they take no further part and
 * their counters go onto the board's Game compartment, for whoever next goes
 * out (so resigning while ahead never locks a result in, and counters stay
 * conserved). Mid-deal their hand becomes dead like the widow: its cards are
 * stops and it pays nothing. If they were due to lead, the next live player to
 * their left leads; if they were due to follow, the run stops at the last card
 * played and its player (or, if that was the resigner, the next live player
 * to the left) leads. With fewer than three players left the match ends at
 * once and the deal is abandoned into the record.
 */
function resign(state: PopeJoanState, seat: Seat): Result<PopeJoanState, MoveError> {
  if (state.status[seat] !== 'playing') return err(illegal('NOT_IN_MATCH', 'you are no longer in this match'));
  const counters = state.counters.slice();
  const board = state.board.slice();
  board[GAME] += counters[seat];
  counters[seat] = 0;
  const status = state.status.slice();
  status[seat] = 'resigned';
  const deal = state.deal;
  const live = deal.live.slice();
  live[seat] = false;
  const resigned: PopeJoanState = { ...state, counters, board, status, deal: { ...deal, live } };
  if (status.filter((s) => s === 'playing').length < 3) return ok(finishDeal(resigned, 'abandoned', null));
  return ok({ ...resigned, deal: passTurn(resigned.deal, seat) });
}

function passTurn(deal: Deal, resigner: Seat): Deal {
  const turn = deal.turn as Turn;
  if (turn.seat !== resigner) return deal;
  if (turn.kind === 'lead') return { ...deal, turn: { seat: liveFrom(deal, resigner), kind: 'lead' } };
  const stop = lastPlay(deal);
  return { ...deal, turn: { seat: liveFrom(deal, stop.seat), kind: 'lead' }, stopSuit: suitOf(stop.card) };
}
