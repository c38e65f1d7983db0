import { Card, SuitIndex } from '../../cards/card';
import { CardString, cardAt, packCards, unpackCards } from '../../cards/card-string';
import { Seat } from '../../core/game';
import { dealtHands } from './deal';
import { Deal, HAND_SIZE, Robbery, Trick, nextSeat } from './state';

/**
 * A finished game of the set, as the set's record keeps it. A set holds every
 * game it has finished and the server caches thousands of sets, so a
 * finished game keeps its cards in one string (`CardString`) instead of the
 * deal's dozen arrays, and drops the stock. In order: the deck's front up to
 * the last card turned up (the hands were dealt from it, then came the
 * turn-ups); the tricks' cards, each trick from its leader; then each
 * trick's winning seat.
 */
export interface PlayedGame {
  readonly number: number;
  readonly dealer: Seat;
  readonly players: number;
  readonly trumps: SuitIndex;
  /** Cards turned up; the last was the final turn-up. */
  readonly turned: number;
  /** Tricks completed: fewer than five in a game the end of the set cut short. */
  readonly tricksPlayed: number;
  readonly robbery: Robbery | null;
  /** Points scored in the game, by side. */
  readonly points: readonly number[];
  readonly cards: CardString;
}

/** The record of `deal`, which is over (finished, or cut short by the end of the set). */
export function playedGame(deal: Deal, players: number): PlayedGame {
  const cards = unpackCards(deal.deck, 0, HAND_SIZE * players + deal.turned);
  for (const t of deal.tricks) cards.push(...t.cards);
  for (const t of deal.tricks) cards.push(t.winner);
  return {
    number: deal.number,
    dealer: deal.dealer,
    players,
    trumps: deal.trumps,
    turned: deal.turned,
    tricksPlayed: deal.tricks.length,
    robbery: deal.robbery,
    points: deal.points,
    cards: packCards(cards),
  };
}

/** The hands as dealt, by seat. */
export function dealtOf(game: PlayedGame): Card[][] {
  return dealtHands(game.cards, game.dealer, game.players);
}

/** Every card turned up, in order. */
export function turnUpsOf(game: PlayedGame): Card[] {
  const from = HAND_SIZE * game.players;
  return unpackCards(game.cards, from, from + game.turned);
}

/** The completed tricks: the eldest led the first, each winner the next. */
export function tricksOf(game: PlayedGame): Trick[] {
  const players = game.players;
  let at = HAND_SIZE * players + game.turned;
  let winnerAt = at + game.tricksPlayed * players;
  let leader = nextSeat(game.dealer, players);
  const tricks: Trick[] = [];
  for (let i = 0; i < game.tricksPlayed; i++, at += players) {
    const winner = cardAt(game.cards, winnerAt++);
    tricks.push({ leader, cards: unpackCards(game.cards, at, at + players), winner });
    leader = winner;
  }
  return tricks;
}
