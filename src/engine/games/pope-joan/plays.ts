import { Deal, Play, playOrder, playedBy } from './state';

/** The cards played so far in the deal, in order, with their seats (read back from `place`). */
export function playsOf(deal: Deal): Play[] {
  const plays = new Array<Play>(deal.played);
  const place = deal.place;
  for (let card = 0; card < 52; card++) {
    const seat = playedBy(place[card]);
    if (seat !== null) plays[playOrder(place[card])] = { seat, card };
  }
  return plays;
}

/** The last card played in the deal; there must be one. */
export function lastPlay(deal: Deal): Play {
  const place = deal.place;
  for (let card = 0; card < 52; card++) {
    const seat = playedBy(place[card]);
    if (seat !== null && playOrder(place[card]) === deal.played - 1) return { seat, card };
  }
  throw new Error('no card has been played in this deal');
}
