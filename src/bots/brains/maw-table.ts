import { Card, SUITS, SuitIndex } from '../../engine/cards/card';
import { parseCard } from '../../engine/cards/notation';
import type { BotTurn } from '../bot';
import { MawRanks, mawRanks } from './maw-ranks';
import { count, counts, list, plays, record, text, texts, viewOf } from './view-fields';

/** What a Maw bot knows at its turn, read from its seat's view (docs/rules/maw.md, What each seat may see). */
export interface MawTable {
  readonly seat: number;
  readonly players: number;
  readonly ranks: MawRanks;
  readonly hand: readonly Card[];
  readonly turnUp: Card;
  /** The trick in progress, in playing order. */
  readonly trick: readonly { readonly seat: number; readonly card: Card }[];
  readonly tricksPlayed: number;
  /** By side: seat s plays for side s % 2. */
  readonly tricksWon: readonly number[];
  /** Cards out of play that anyone can see: those played, set aside, and the turn-up unless someone robbed it. */
  readonly gone: ReadonlySet<Card>;
}

function cardOf(notation: string): Card {
  const c = parseCard(notation);
  if (c === undefined) throw new Error(`the view names a card that is none: ${notation}`);
  return c;
}

export function mawTable(turn: BotTurn): MawTable {
  const view = viewOf(turn);
  const game = record(view.game, 'game');
  const trumps = SUITS.indexOf(text(game.trumps, 'game.trumps') as (typeof SUITS)[number]);
  if (trumps < 0) throw new Error('the view names no trump suit');
  const seat = count(view.seat, 'seat');
  const trick = plays(record(game.trick, 'game.trick').cards, 'game.trick.cards').map((p) => ({
    seat: p.seat,
    card: cardOf(p.card),
  }));
  const tricks = list(game.tricks, 'game.tricks').map((t) => plays(record(t, 'game.tricks').cards, 'game.tricks'));
  const turnUp = cardOf(text(game.turnUp, 'game.turnUp'));
  const gone = new Set<Card>([
    ...tricks.flat().map((p) => cardOf(p.card)),
    ...trick.map((p) => p.card),
    ...texts(game.setAside, 'game.setAside').map(cardOf),
  ]);
  if (game.robbery === null) gone.add(turnUp);
  return {
    seat,
    players: count(view.players, 'players'),
    ranks: mawRanks(trumps as SuitIndex, turn.options.ranking === 'older'),
    hand: texts(view.hand, 'hand').map(cardOf),
    turnUp,
    trick,
    tricksPlayed: tricks.length,
    tricksWon: counts(game.tricksWon, 'game.tricksWon'),
    gone,
  };
}
