import { Seed } from '../../random/seed';
import { Card, SuitIndex } from '../../cards/card';
import { Seat } from '../../core/game';
import { PopeJoanOptions } from './options';

/**
 * Where each card is, indexed by card (52 entries): a seat number while it is
 * in that seat's hand, DEAD in the dead hand, ABSENT for the 8♦, and once
 * played PLAYED + 16 × (its place in the order of play) + the seat that
 * played it. One small array of numbers, copied once a move, holds the hands
 * and the plays alike: replay speed depends on it.
 */
export const DEAD = -1;
export const ABSENT = -2;
export const PLAYED = 16;

export function playedBy(place: number): Seat | null {
  return place >= PLAYED ? (place - PLAYED) & 15 : null;
}

/** The place of a card that `seat` plays as the `order`-th card of the deal (from 0). */
export function playedPlace(seat: Seat, order: number): number {
  return PLAYED + order * 16 + seat;
}

/** Which card of the deal a played place was, counting from 0. */
export function playOrder(place: number): number {
  return (place - PLAYED) >> 4;
}

/** `playing` until a player has no counters when a deal ends (rule 12) or resigns. */
export type SeatStatus = 'playing' | 'bankrupt' | 'resigned';

export type EndReason = 'DEALS_PLAYED' | 'TOO_FEW_PLAYERS';

export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

/** Whose move it is in the deal: a free lead, or the forced play of `card` (rule 6). */
export type Turn =
  | { readonly seat: Seat; readonly kind: 'lead' }
  | { readonly seat: Seat; readonly kind: 'follow'; readonly card: Card };

export interface Deal {
  /** 1 for the first deal of the match. */
  readonly number: number;
  readonly dealer: Seat;
  readonly eldest: Seat;
  /** Per seat: was dealt a hand in this deal. */
  readonly dealtIn: readonly boolean[];
  /** Per seat: dealt in and has not resigned since; only live hands play and pay. */
  readonly live: readonly boolean[];
  readonly place: readonly number[];
  /** Cards left per seat (0 for seats not dealt in). */
  readonly handSizes: readonly number[];
  readonly deadSize: number;
  readonly trumps: SuitIndex;
  readonly turnUp: Card;
  /** The hand the turn-up fell to: a seat, or DEAD. */
  readonly turnUpHolder: Seat;
  /** How many cards have been played in this deal (their order is in `place`). */
  readonly played: number;
  /** Null once the deal is over. */
  readonly turn: Turn | null;
  /** The suit of the last stop, for `newSuitAfterStop`; null before the first stop. */
  readonly stopSuit: SuitIndex | null;
}

export type DealOutcome = 'wentOut' | 'popeTurnUp' | 'abandoned';

/** A finished deal: everything in it is public (pope-joan.md, Visibility). */
export interface DealRecord {
  /** 1 for the first deal of the match. */
  readonly number: number;
  readonly dealer: Seat;
  readonly trumps: SuitIndex;
  readonly turnUp: Card;
  /** The hand the turn-up fell to: a seat, or DEAD. */
  readonly turnUpHolder: Seat;
  readonly outcome: DealOutcome;
  /** The seat that went out, for `wentOut`. */
  readonly winner: Seat | null;
  /** The plays in order. */
  readonly plays: readonly Play[];
  /** The cards each seat still held when the deal ended (none for seats not dealt in), by seat. */
  readonly hands: readonly (readonly Card[])[];
  /** The dead hand as the deal left it. */
  readonly deadHand: readonly Card[];
}

declare const packed: unique symbol;

/**
 * A `DealRecord` as a match keeps it: one string of character codes, each
 * below 256 so that V8 stores a byte a code. A match keeps every deal it has
 * finished (hundreds in a long one), and as an object with its plays and hands in strings
 * of their own a deal took twice the room. Made by `packDeal`, read with
 * `readDeal`.
 */
export type PackedDeal = string & { readonly [packed]: true };

export interface PopeJoanState {
  readonly options: PopeJoanOptions;
  /** The match seed: every later deal is derived from it inside `apply`. Never shown. */
  readonly seed: Seed;
  readonly players: number;
  readonly counters: readonly number[];
  /** Counters on each compartment, indexed as COMPARTMENTS. */
  readonly board: readonly number[];
  readonly status: readonly SeatStatus[];
  /** How many deals each seat has dealt (rule 11). */
  readonly dealsDealt: readonly number[];
  /** The deal in progress, or the last one once the match is over. */
  readonly deal: Deal;
  /** Every finished deal, in order. */
  readonly record: readonly PackedDeal[];
  readonly over: EndReason | null;
}
