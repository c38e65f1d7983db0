import { Card, Seat, fullPack, parseCard } from '../../src/engine';
import { packCards } from '../../src/engine/cards/card-string';
import { MoveError } from '../../src/engine/core/errors';
import { OptionInput } from '../../src/engine/core/option-spec';
import { dealGame } from '../../src/engine/games/maw/deal';
import { maw } from '../../src/engine/games/maw/maw';
import { MawMove } from '../../src/engine/games/maw/move';
import { startGame } from '../../src/engine/games/maw/set';
import { HAND_SIZE, MawState, nextSeat, stateWith } from '../../src/engine/games/maw/state';
import { testSeed } from './random-playout';

export interface TableSpec {
  readonly players?: number;
  readonly options?: OptionInput;
  readonly dealer: Seat;
  /** Each seat's five cards, in notation. */
  readonly hands: readonly (readonly string[])[];
  /** The first turn-up, then the next stock cards in order (for fiving). */
  readonly stock: readonly string[];
  /** Set score by side before this game. */
  readonly scores?: readonly number[];
}

export function cardOf(text: string): Card {
  const c = parseCard(text);
  if (c === undefined) throw new Error(`not a card: ${text}`);
  return c;
}

/**
 * A deck that deals the given hands (3 then 2, from the left of the dealer),
 * then the given stock cards, then every other card in pack order.
 */
export function arrangedDeck(spec: TableSpec): Card[] {
  const players = spec.players ?? 2;
  const order: Card[] = [];
  for (const [from, to] of [
    [0, 3],
    [3, HAND_SIZE],
  ]) {
    for (let seat = nextSeat(spec.dealer, players), k = 0; k < players; k++, seat = nextSeat(seat, players)) {
      order.push(...spec.hands[seat].slice(from, to).map(cardOf));
    }
  }
  order.push(...spec.stock.map(cardOf));
  if (new Set(order).size !== order.length || order.length !== players * HAND_SIZE + spec.stock.length)
    throw new Error('cards repeat or hands are short');
  return [...order, ...fullPack().filter((c) => !order.includes(c))];
}

/** A state at the start of a game with chosen hands and stock (later games come from a test seed). */
export function table(spec: TableSpec): MawState {
  const players = spec.players ?? 2;
  const start = maw.setup({ players, options: spec.options, seed: testSeed(0) });
  if (!start.ok) throw new Error(start.error.message);
  const base = stateWith(start.value, { scores: spec.scores ?? [0, 0], end: null, phase: 'play' });
  return startGame(base, dealGame(1, spec.dealer, players, packCards(arrangedDeck(spec))));
}

/** Applies move texts in order, each by the seat whose decision it is; throws on a refusal. */
export function play(state: MawState, ...texts: string[]): MawState {
  let s = state;
  for (const text of texts) {
    const seat = s.turn;
    const move = maw.parseMove(seat, text);
    if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
    const next = maw.apply(s, move.value);
    if (!next.ok) throw new Error(`${text} by seat ${seat}: ${next.error.message}`);
    s = next.value;
  }
  return s;
}

/** The move as parsed for `seat`, or a thrown error for unreadable text. */
export function move(seat: Seat, text: string): MawMove {
  const m = maw.parseMove(seat, text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** The error `apply` gives for `text` from `seat`; throws if the move is accepted. */
export function refusal(state: MawState, seat: Seat, text: string): MoveError {
  const r = maw.apply(state, move(seat, text));
  if (r.ok) throw new Error(`${text} was accepted`);
  return r.error;
}
