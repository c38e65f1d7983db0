import {
  ACE,
  Card,
  DIAMONDS,
  JACK,
  KING,
  QUEEN,
  SUITS,
  SuitIndex,
  card,
  rankOf,
  suitOf,
} from '../../engine/cards/card';
import { formatCard, parseCard } from '../../engine/cards/notation';
import type { Bot, BotTurn } from '../bot';
import { pick } from './random-bot';
import { count, plays, record, text, texts, viewOf } from './view-fields';

const POPE = card(DIAMONDS, 9);
/** The 8♦ is out of the pack: the 7♦ is always a stop. */
const MISSING = card(DIAMONDS, 8);

/** What a Pope Joan bot knows when it leads, read from its seat's view (docs/rules/pope-joan.md). */
interface PopeJoanTable {
  readonly hand: ReadonlySet<Card>;
  readonly trumps: SuitIndex;
  /** Cards nobody can play on: played already, or seen in the dead hand (the turn-up there, the dealer's look). */
  readonly dead: ReadonlySet<Card>;
  readonly board: Readonly<Record<string, number>>;
}

function cardOf(notation: string): Card {
  const c = parseCard(notation);
  if (c === undefined) throw new Error(`the view names a card that is none: ${notation}`);
  return c;
}

function tableOf(turn: BotTurn): PopeJoanTable {
  const view = viewOf(turn);
  const trumps = SUITS.indexOf(text(view.trumps, 'trumps') as (typeof SUITS)[number]);
  if (trumps < 0) throw new Error('the view names no trump suit');
  const dead = new Set<Card>(plays(view.plays, 'plays').map((p) => cardOf(p.card)));
  const turnUp = record(view.turnUp, 'turnUp');
  if (turnUp.holder === null) dead.add(cardOf(text(turnUp.card, 'turnUp.card')));
  if (view.deadHand !== null) for (const c of texts(view.deadHand, 'deadHand')) dead.add(cardOf(c));
  const board = record(view.board, 'board');
  return {
    hand: new Set(texts(view.hand, 'hand').map(cardOf)),
    trumps: trumps as SuitIndex,
    dead,
    board: Object.fromEntries(Object.entries(board).map(([k, v]) => [k, count(v, `board.${k}`)])),
  };
}

/** The next card up a suit (ace low, diamonds skipping the 8); null above a King. */
function next(c: Card): Card | null {
  if (rankOf(c) === KING) return null;
  return c + 1 === MISSING ? MISSING : c + 1;
}

/** The cards a lead of `c` plays from this hand alone, and whether it surely stops with them (the lead comes back). */
function runOf(t: PopeJoanTable, c: Card): { readonly cards: readonly Card[]; readonly stops: boolean } {
  const cards = [c];
  for (let n = next(c); n !== null && t.hand.has(n); n = next(n)) cards.push(n);
  const after = next(cards[cards.length - 1]);
  return { cards, stops: after === null || after === MISSING || t.dead.has(after) };
}

/** The counters a run wins at once: the Pope, the trump honours, Matrimony and Intrigue when it plays both of a pair. */
function winnings(t: PopeJoanTable, cards: readonly Card[]): number {
  const has = (c: Card) => cards.includes(c);
  const honour = (rank: typeof ACE | typeof KING | typeof QUEEN | typeof JACK) => card(t.trumps, rank);
  let won = has(POPE) ? t.board.pope : 0;
  const honours = { ace: ACE, king: KING, queen: QUEEN, jack: JACK } as const;
  for (const [box, rank] of Object.entries(honours)) if (has(honour(rank))) won += t.board[box];
  if (has(honour(KING)) && has(honour(QUEEN))) won += t.board.matrimony;
  if (has(honour(QUEEN)) && has(honour(JACK))) won += t.board.intrigue;
  return won;
}

/**
 * How good a lead is, after Hoyle: the Pope and the stops first (a lead that
 * surely stops comes back to its leader, having shed its run and won what it
 * played), then the lowest card of the longest suit (the more cards of a suit
 * held, the longer the runs that suit makes).
 */
function leadWorth(t: PopeJoanTable, c: Card): number {
  const run = runOf(t, c);
  const suitLength = [...t.hand].filter((h) => suitOf(h) === suitOf(c)).length;
  return 1000 * winnings(t, run.cards) + (run.stops ? 100 + run.cards.length : 0) + suitLength;
}

/** Pope Joan's leads after Hoyle (docs/bots.md, Built-in bots); a follow-on play is the one card the rules allow. */
export const popeJoanHeuristic: Bot = {
  gameId: 'pope-joan',
  kind: 'heuristic',
  choose(turn: BotTurn, random: () => number): string {
    const moves = turn.legalMoves.map((m) => m.text);
    if (turn.decision?.kind !== 'lead') return pick(moves, random);
    const t = tableOf(turn);
    const leads = moves.map(cardOf);
    const best = leads.reduce((a, b) => {
      const wa = leadWorth(t, a);
      const wb = leadWorth(t, b);
      // Equal leads: the lower card, as Hoyle says to lead low.
      return wb > wa || (wb === wa && rankOf(b) < rankOf(a)) ? b : a;
    });
    return formatCard(best);
  },
};
