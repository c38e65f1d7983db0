import { Card } from '../../cards/card';
import { Seat } from '../../core/game';
import { aceOfTrumps } from './ranking';
import { HAND_SIZE, MawState, cardsPlayed, dealWith, stateWith, turnUp } from './state';

/**
 * Whether `seat` may rob during play: it holds the Ace of trumps, has not
 * played a card yet, and the turn-up is still there (maw.md, A game 4).
 * When the turn-up is itself the Ace of trumps nobody holds it, so nobody
 * robs here; option dealerRobsAce handles that case before the lead.
 */
export function mayRob(state: MawState, seat: Seat): boolean {
  const deal = state.deal;
  const hand = deal.hands[seat];
  return deal.robbery === null && hand.length === HAND_SIZE && hand.includes(aceOfTrumps(deal.trumps));
}

/** Takes the turn-up into `seat`'s hand and puts `discard` face down under the stock. */
export function rob(state: MawState, seat: Seat, discard: Card): MawState {
  const deal = state.deal;
  const took = turnUp(deal, state.players);
  const hands = deal.hands.slice();
  hands[seat] = hands[seat].map((c) => (c === discard ? took : c));
  const robbery = { seat, took, discard, cardsPlayedBefore: cardsPlayed(deal, state.players) };
  return stateWith(state, { deal: dealWith(deal, { hands, robbery }) });
}
