import { Card, SuitIndex, rankOf, suitOf } from '../../cards/card';
import { Seat } from '../../core/game';
import { handOf } from './hand';
import { PopeJoanMove } from './move';
import { PopeJoanOptions } from './options';
import { Deal, PopeJoanState } from './state';

/**
 * The cards the deciding seat may play: the one forced card when following
 * (rule 6), the leads the lead rule allows when leading (rule 5). `resign` is
 * always open to a seat in the match and is not listed.
 */
export function legalMoves(state: PopeJoanState, seat: Seat): PopeJoanMove[] {
  const turn = state.over === null ? state.deal.turn : null;
  if (turn === null || turn.seat !== seat) return [];
  if (turn.kind === 'follow') return [{ seat, type: 'play', card: turn.card }];
  return legalLeads(state.deal, state.options, seat).map((card) => ({ seat, type: 'play', card }));
}

/** Every card the lead rule lets `seat` lead (rule 5). */
export function legalLeads(deal: Deal, options: PopeJoanOptions, seat: Seat): Card[] {
  return handOf(deal, seat).filter((c) => isLegalLead(deal, options, seat, c));
}

/**
 * Under `newSuitAfterStop` the suit just stopped may not be led unless the
 * leader holds no other suit (rule 7).
 */
export function isBarredSuit(deal: Deal, options: PopeJoanOptions, seat: Seat, suit: SuitIndex): boolean {
  if (!options.newSuitAfterStop || deal.stopSuit !== suit) return false;
  const place = deal.place;
  for (let c = 0; c < 52; c++) if (place[c] === seat && suitOf(c) !== suit) return true;
  return false;
}

/**
 * Whether `seat` may lead `c`, a card in their hand (rule 5), without building
 * the list of leads: replay checks every lead this way. `lowestInHand` counts
 * only the suits the leader may lead: a demanding player reads "the lowest
 * card in hand" as the lowest among the cards they are allowed to lead.
 */
export function isLegalLead(deal: Deal, options: PopeJoanOptions, seat: Seat, c: Card): boolean {
  const suit = suitOf(c);
  if (isBarredSuit(deal, options, seat, suit)) return false;
  const place = deal.place;
  switch (options.leadRule) {
    case 'any':
      return true;
    case 'lowestOfSuit':
      for (let lower = suit * 13; lower < c; lower++) if (place[lower] === seat) return false;
      return true;
    case 'lowestInHand': {
      const rank = rankOf(c);
      for (let s = 0 as SuitIndex; s < 4; s++) {
        if (isBarredSuit(deal, options, seat, s)) continue;
        for (let lower = s * 13; lower < s * 13 + rank - 1; lower++) if (place[lower] === seat) return false;
      }
      return true;
    }
  }
}
