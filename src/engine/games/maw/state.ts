import { Seed } from '../../random/seed';
import { Card, SuitIndex } from '../../cards/card';
import { CardString, cardAt, unpackCards } from '../../cards/card-string';
import { Seat } from '../../core/game';
import { MawOptions } from './options';
import type { PlayedGame } from './played-game';

/**
 * Whose decision the state waits for. `five`: the eldest may ask the dealer
 * to five it; `accept`: the dealer accepts or refuses; `rob`: the dealer may
 * exchange a card for a turned-up ace (option dealerRobsAce); `play`: a card
 * to the trick (an Ace-of-trumps holder may also rob before their first
 * card); `over`: the set is finished.
 */
export type Phase = 'five' | 'accept' | 'rob' | 'play' | 'over';

export interface Trick {
  readonly leader: Seat;
  /** In playing order, from the leader round the table. */
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

export interface Robbery {
  readonly seat: Seat;
  /** The turn-up taken into the hand (public: everyone saw it). */
  readonly took: Card;
  /** The card put face down under the stock: only the robber knows it until the game ends. */
  readonly discard: Card;
  /** Cards played in the game before the robbery (when it happened). */
  readonly cardsPlayedBefore: number;
}

/** One game (deal) of the set. */
export interface Deal {
  /** 1 for the first game of the set. */
  readonly number: number;
  readonly dealer: Seat;
  /**
   * The shuffled pack, never changed: hands were dealt from its front (their
   * cards are public once the game is over), then come the turn-ups, then
   * the stock. Hidden from every view.
   */
  readonly deck: CardString;
  /** Stock cards turned up so far; the last one is the turn-up, the others are set aside. */
  readonly turned: number;
  readonly trumps: SuitIndex;
  readonly robbery: Robbery | null;
  readonly hands: readonly (readonly Card[])[];
  readonly leader: Seat;
  /** Cards of the trick in progress, from its leader. */
  readonly trick: readonly Card[];
  readonly tricks: readonly Trick[];
  /** Points scored in this game, by side. */
  readonly points: readonly number[];
}

export type SetEnd =
  | { readonly reason: 'TARGET_REACHED'; readonly winner: number }
  | { readonly reason: 'RESIGNED'; readonly winner: number; readonly seat: Seat };

export interface MawState {
  readonly options: MawOptions;
  /** Every deal of the set is derived from it; never leaves the engine. */
  readonly seed: Seed;
  readonly players: number;
  readonly phase: Phase;
  /** The seat whose decision it is (meaningless once over). */
  readonly turn: Seat;
  /** Set score by side. */
  readonly scores: readonly number[];
  readonly deal: Deal;
  /** Games finished before the current one. */
  readonly record: readonly PlayedGame[];
  readonly end: SetEnd | null;
}

export const HAND_SIZE = 5;
export const TRICKS = 5;

/** Partners sit opposite: seats 0+2 are side 0, seats 1+3 side 1; with two players each seat is a side. */
export function sideOf(seat: Seat): number {
  return seat % 2;
}

export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** Left of the dealer: leads the first trick and asks for fiving (maw.md, Fiving and Tricks). */
export function eldest(deal: Deal, players: number): Seat {
  return nextSeat(deal.dealer, players);
}

export function turnUp(deal: Deal, players: number): Card {
  return cardAt(deal.deck, HAND_SIZE * players + deal.turned - 1);
}

/** Turned-up cards passed over by fiving, face up and out of play. */
export function setAside(deal: Deal, players: number): readonly Card[] {
  const from = HAND_SIZE * players;
  return unpackCards(deal.deck, from, from + deal.turned - 1);
}

export function cardsPlayed(deal: Deal, players: number): number {
  return deal.tricks.length * players + deal.trick.length;
}

/**
 * A copy of `xs` with `x` added at the end, exactly as long as it needs to
 * be: a pushed-to copy keeps spare capacity (a 5-card trick held room for 17),
 * and a cached set keeps every such array. Faster than slice and push, or
 * Array.prototype.concat.
 */
export function appended<T>(xs: readonly T[], x: T): T[] {
  const n = xs.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = xs[i];
  out[n] = x;
  return out;
}

/*
 * Copies with some fields changed. Written out field by field because V8
 * builds such literals about ten times faster than object spread, and replay
 * speed rests on these two functions. `undefined` means "unchanged" (no field
 * is ever undefined).
 */
export function dealWith(d: Deal, c: Partial<Deal>): Deal {
  return {
    number: c.number !== undefined ? c.number : d.number,
    dealer: c.dealer !== undefined ? c.dealer : d.dealer,
    deck: c.deck !== undefined ? c.deck : d.deck,
    turned: c.turned !== undefined ? c.turned : d.turned,
    trumps: c.trumps !== undefined ? c.trumps : d.trumps,
    robbery: c.robbery !== undefined ? c.robbery : d.robbery,
    hands: c.hands !== undefined ? c.hands : d.hands,
    leader: c.leader !== undefined ? c.leader : d.leader,
    trick: c.trick !== undefined ? c.trick : d.trick,
    tricks: c.tricks !== undefined ? c.tricks : d.tricks,
    points: c.points !== undefined ? c.points : d.points,
  };
}

export function stateWith(s: MawState, c: Partial<MawState>): MawState {
  return {
    options: s.options,
    seed: s.seed,
    players: s.players,
    phase: c.phase !== undefined ? c.phase : s.phase,
    turn: c.turn !== undefined ? c.turn : s.turn,
    scores: c.scores !== undefined ? c.scores : s.scores,
    deal: c.deal !== undefined ? c.deal : s.deal,
    record: c.record !== undefined ? c.record : s.record,
    end: c.end !== undefined ? c.end : s.end,
  };
}
