import { packCards } from '../../cards/card-string';
import { Deal, DealRecord, Play, playOrder, playedBy } from './state';

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

/** `plays` packed for the record: seat and card codes, play after play, in one string as `packCards` makes it. */
export function packedPlays(plays: readonly Play[]): string {
  const codes = new Array<number>(plays.length * 2);
  plays.forEach((p, i) => {
    codes[2 * i] = p.seat;
    codes[2 * i + 1] = p.card;
  });
  return packCards(codes);
}

/** The plays of a finished deal, in order. */
export function recordedPlays(r: DealRecord): Play[] {
  const plays = new Array<Play>(r.plays.length / 2);
  for (let i = 0; i < plays.length; i++) plays[i] = { seat: r.plays.charCodeAt(2 * i), card: r.plays.charCodeAt(2 * i + 1) };
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
