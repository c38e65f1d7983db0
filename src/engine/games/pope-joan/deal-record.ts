import { Card, SuitIndex } from '../../cards/card';
import { packCards, unpackCards } from '../../cards/card-string';
import { DEAD, DealOutcome, DealRecord, PackedDeal, Play } from './state';

/**
 * How a finished deal is packed (see `PackedDeal`): the deal's number (two
 * codes, high then low), dealer, trumps, turn-up, its holder, outcome,
 * winner, the number of plays, the number of cards in the dead hand; the
 * plays (seat then card); the dead hand; then each seat's hand, each closed
 * by HAND_END, up to the end.
 */
const PLAYS = 8;
const DEAD_HAND = 9;
const HEADER = 10;
const DEAD_CODE = 0xfe;
const NO_WINNER = 0xff;
/** Closes a seat's hand: no card has this code. */
const HAND_END = 0xff;
const OUTCOMES: readonly DealOutcome[] = ['wentOut', 'popeTurnUp', 'abandoned'];

export function packDeal(r: DealRecord): PackedDeal {
  const codes = [
    r.number >> 8,
    r.number & 0xff,
    r.dealer,
    r.trumps,
    r.turnUp,
    r.turnUpHolder === DEAD ? DEAD_CODE : r.turnUpHolder,
    OUTCOMES.indexOf(r.outcome),
    r.winner ?? NO_WINNER,
    r.plays.length,
    r.deadHand.length,
  ];
  for (const p of r.plays) codes.push(p.seat, p.card);
  codes.push(...r.deadHand);
  for (const hand of r.hands) codes.push(...hand, HAND_END);
  return packCards(codes) as PackedDeal;
}

export function readDeal(s: PackedDeal): DealRecord {
  const code = (i: number) => s.charCodeAt(i);
  const plays = new Array<Play>(code(PLAYS));
  let i = HEADER;
  for (let n = 0; n < plays.length; n++, i += 2) plays[n] = { seat: code(i), card: code(i + 1) };
  const deadHand = unpackCards(s, i, i + code(DEAD_HAND));
  i += deadHand.length;
  const hands: Card[][] = [];
  for (let from = i; i < s.length; i++) {
    if (code(i) !== HAND_END) continue;
    hands.push(unpackCards(s, from, i));
    from = i + 1;
  }
  return {
    number: (code(0) << 8) | code(1),
    dealer: code(2),
    trumps: code(3) as SuitIndex,
    turnUp: code(4),
    turnUpHolder: code(5) === DEAD_CODE ? DEAD : code(5),
    outcome: OUTCOMES[code(6)],
    winner: code(7) === NO_WINNER ? null : code(7),
    plays,
    hands,
    deadHand,
  };
}
