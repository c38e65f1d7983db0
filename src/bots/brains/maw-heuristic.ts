import { Card, Rank, SuitIndex, card } from '../../engine/cards/card';
import { formatCard, parseCard } from '../../engine/cards/notation';
import type { Bot, BotTurn } from '../bot';
import { MawRanks, isPrecious, isTrump, ledSuit, power, worth } from './maw-ranks';
import { MawTable, mawTable } from './maw-table';
import { pick } from './random-bot';

/**
 * Maw as the old advice plays it (docs/bots.md, Built-in bots): draw trumps
 * with the top of them, win a trick with the cheapest card that wins it, throw
 * the cheapest card on a trick that is lost or already a partner's, and spend
 * the five fingers only on tricks that matter. Decides from its seat's view only.
 */
export const mawHeuristic: Bot = {
  gameId: 'maw',
  kind: 'heuristic',
  choose(turn: BotTurn, random: () => number): string {
    const moves = turn.legalMoves.map((m) => m.text);
    switch (turn.decision?.kind) {
      case 'five':
        return strongInTrumps(mawTable(turn)) ? 'nofive' : 'five';
      case 'accept':
        return strongInTrumps(mawTable(turn)) ? 'refuse' : 'accept';
      case 'rob':
        return robbery(mawTable(turn), moves) ?? 'norob';
      case 'play': {
        const table = mawTable(turn);
        return robbery(table, moves) ?? formatCard(play(table, cardsOf(moves)));
      }
      default:
        // A decision these rules do not name: any legal move keeps the match going.
        return pick(moves, random);
    }
  },
};

function cardsOf(moves: readonly string[]): Card[] {
  const cards: Card[] = [];
  for (const m of moves) {
    const c = parseCard(m);
    if (c !== undefined) cards.push(c);
  }
  return cards;
}

/** Keeps these trumps rather than turn up others: two trumps, or one of the top four. */
function strongInTrumps(t: MawTable): boolean {
  const trumps = t.hand.filter((c) => isTrump(t.ranks, c));
  return trumps.length >= 2 || trumps.some((c) => isPrecious(t.ranks, c));
}

/** Takes the turn-up for the hand's worst card, when robbing is offered and the turn-up is the better card. */
function robbery(t: MawTable, moves: readonly string[]): string | null {
  const robs = moves.filter((m) => m.startsWith('rob '));
  if (robs.length === 0) return null;
  const worst = cheapest(t.ranks, cardsOf(robs.map((m) => m.slice(4))));
  return worth(t.ranks, worst) < worth(t.ranks, t.turnUp) ? `rob ${formatCard(worst)}` : null;
}

function cheapest(r: MawRanks, cards: readonly Card[]): Card {
  return cards.reduce((a, b) => (worth(r, b) < worth(r, a) ? b : a));
}

function dearest(r: MawRanks, cards: readonly Card[]): Card {
  return cards.reduce((a, b) => (worth(r, b) > worth(r, a) ? b : a));
}

function sideOf(t: MawTable, seat: number): number {
  return t.players === 4 ? seat % 2 : seat;
}

/** Trumps still in someone else's hand as far as this seat can tell: neither its own nor out of play. */
function outstandingTrumps(t: MawTable): Card[] {
  return t.ranks.trumpOrder.filter((c) => !t.gone.has(c) && !t.hand.includes(c));
}

/** A card that wins a trick it leads whatever the others hold: a trump above every outstanding trump. */
function sureLead(t: MawTable, c: Card): boolean {
  return isTrump(t.ranks, c) && outstandingTrumps(t).every((o) => worth(t.ranks, o) < worth(t.ranks, c));
}

/** The side reaching three tricks (5 points) or kept from them is decided by this trick, or the game is near its end. */
function trickMatters(t: MawTable): boolean {
  const mine = t.tricksWon[sideOf(t, t.seat)];
  const theirs = t.tricksWon[1 - sideOf(t, t.seat)];
  return mine >= 2 || theirs >= 2 || t.tricksPlayed >= 3;
}

function play(t: MawTable, legal: readonly Card[]): Card {
  return t.trick.length === 0 ? lead(t, legal) : follow(t, legal);
}

function lead(t: MawTable, legal: readonly Card[]): Card {
  const r = t.ranks;
  const trumps = legal.filter((c) => isTrump(r, c));
  // Draw trumps while holding the top of them.
  if (trumps.length > 0 && sureLead(t, dearest(r, trumps))) return dearest(r, trumps);
  const plain = legal.filter((c) => !isTrump(r, c));
  if (plain.length === 0) return cheapest(r, legal);
  // A plain card above every card of its suit still out wins unless trumped; else lead low and keep the trumps.
  const masters = plain.filter((c) => {
    const suit = ledSuit(r, c);
    return !otherCardsOfSuit(t, suit).some((o) => power(r, o, suit) > power(r, c, suit));
  });
  return masters.length > 0 ? dearest(r, masters) : cheapest(r, plain);
}

/** The plain cards of `suit` neither in this hand nor out of play. */
function otherCardsOfSuit(t: MawTable, suit: SuitIndex): Card[] {
  const cards: Card[] = [];
  for (let rank = 1; rank <= 13; rank++) {
    const c = card(suit, rank as Rank);
    if (!isTrump(t.ranks, c) && !t.gone.has(c) && !t.hand.includes(c)) cards.push(c);
  }
  return cards;
}

function follow(t: MawTable, legal: readonly Card[]): Card {
  const r = t.ranks;
  const led = ledSuit(r, t.trick[0].card);
  const best = t.trick.reduce((a, b) => (power(r, b.card, led) > power(r, a.card, led) ? b : a));
  const beats = (c: Card) => power(r, c, led) > power(r, best.card, led);
  const losers = legal.filter((c) => !beats(c));
  // Never overtake a partner's winning card.
  if (sideOf(t, best.seat) === sideOf(t, t.seat)) return cheapest(r, losers.length > 0 ? losers : legal);
  const winners = legal.filter(beats);
  if (winners.length === 0) return cheapest(r, legal);
  const cheapWin = cheapest(r, winners);
  // The five fingers are kept for the tricks that decide the game while a partner may yet win this one; the last
  // to play wins surely with them, which is never a waste (the arena measured holding back there as a loss).
  const partnerToPlay = t.players === 4 && t.trick.length === 1;
  if (isPrecious(r, cheapWin) && partnerToPlay && !trickMatters(t) && losers.length > 0) return cheapest(r, losers);
  return cheapWin;
}
