import { Card, SuitIndex } from '../../cards/card';
import { Seat } from '../../core/game';
import { dealtHands } from './deal';
import { Deal, HAND_SIZE, Robbery, Trick, nextSeat } from './state';

/**
 * A finished game of the set, as the set's record keeps it. A set holds every
 * game it has finished and the server caches thousands of sets, so a
 * finished game keeps its cards in one byte array instead of the deal's
 * dozen arrays, and drops the stock: the deck's front up to the last card
 * turned up (the hands were dealt from it, then came the turn-ups); the
 * tricks' cards, each trick from its leader; then each trick's winner.
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
  readonly cards: Uint8Array;
}

/** The record of `deal`, which is over (finished, or cut short by the end of the set). */
export function playedGame(deal: Deal, players: number): PlayedGame {
  const dealt = HAND_SIZE * players;
  const cards = new Uint8Array(dealt + deal.turned + deal.tricks.length * (players + 1));
  cards.set(deal.deck.subarray(0, dealt + deal.turned));
  let at = dealt + deal.turned;
  for (const t of deal.tricks) {
    cards.set(t.cards, at);
    at += players;
  }
  for (const t of deal.tricks) cards[at++] = t.winner;
  return {
    number: deal.number,
    dealer: deal.dealer,
    players,
    trumps: deal.trumps,
    turned: deal.turned,
    tricksPlayed: deal.tricks.length,
    robbery: deal.robbery,
    points: deal.points,
    cards,
  };
}

/** The hands as dealt, by seat. */
export function dealtOf(game: PlayedGame): Card[][] {
  return dealtHands(game.cards, game.dealer, game.players);
}

/** Every card turned up, in order. */
export function turnUpsOf(game: PlayedGame): Card[] {
  const from = HAND_SIZE * game.players;
  return Array.from(game.cards.subarray(from, from + game.turned));
}

/** The completed tricks: the eldest led the first, each winner the next. */
export function tricksOf(game: PlayedGame): Trick[] {
  const players = game.players;
  let at = HAND_SIZE * players + game.turned;
  let winnerAt = at + game.tricksPlayed * players;
  let leader = nextSeat(game.dealer, players);
  const tricks: Trick[] = [];
  for (let i = 0; i < game.tricksPlayed; i++, at += players) {
    const winner = game.cards[winnerAt++];
    tricks.push({ leader, cards: Array.from(game.cards.subarray(at, at + players)), winner });
    leader = winner;
  }
  return tricks;
}
