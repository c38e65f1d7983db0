import { Card, SuitIndex, rankOf, suitOf } from '../../cards/card';
import { Decision, Seat } from '../../core/game';
import { handOf } from './hand';
import { PopeJoanMove } from './move';
import { PopeJoanOptions } from './options';
import { Deal, PopeJoanState } from './state';

export function decision(state: PopeJoanState): Decision | null {
  const turn = state.over === null ? state.deal.turn : null;
  return turn === null ? null : { seats: [turn.seat], kind: turn.kind };
}

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

/**
 * Suits a leader may lead from: all they hold, except that under
 * `newSuitAfterStop` the suit just stopped is barred unless they hold no other
 * (rule 7). The lead rule then applies within the allowed suits: a demanding
 * player reads "lowest in hand" as lowest among the cards they may lead.
 */
export function allowedLeadCards(deal: Deal, options: PopeJoanOptions, seat: Seat): Card[] {
  const hand = handOf(deal, seat);
  const barred = options.newSuitAfterStop ? deal.stopSuit : null;
  if (barred === null) return hand;
  const others = hand.filter((c) => suitOf(c) !== barred);
  return others.length > 0 ? others : hand;
}

export function legalLeads(deal: Deal, options: PopeJoanOptions, seat: Seat): Card[] {
  const cards = allowedLeadCards(deal, options, seat);
  switch (options.leadRule) {
    case 'any':
      return cards;
    case 'lowestOfSuit':
      return lowestOfEachSuit(cards);
    case 'lowestInHand': {
      const low = Math.min(...cards.map(rankOf));
      return cards.filter((c) => rankOf(c) === low);
    }
  }
}

/** `cards` are in pack order, so the first card of each suit is its lowest. */
function lowestOfEachSuit(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  let suit: SuitIndex | -1 = -1;
  for (const c of cards) {
    if (suitOf(c) !== suit) {
      out.push(c);
      suit = suitOf(c);
    }
  }
  return out;
}
