import type { BotTurn } from '../bot';

/**
 * The view's fields as a bot reads them. The API's match schema holds a
 * game's view without its type (the server holds games sealed), so a brain
 * reads what it needs by name and checks its shape: a view that is not the
 * game's as its rules page describes it is a broken invariant, not a guess.
 */
export type ViewFields = NonNullable<BotTurn['view']>;

export function viewOf(turn: BotTurn): ViewFields {
  if (turn.view === null) throw new Error(`a bot of ${turn.gameId} was asked to move before the start`);
  return turn.view;
}

function fail(field: string): never {
  throw new Error(`the view's ${field} is not as its game's rules describe it`);
}

export function record(value: unknown, field: string): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail(field);
}

export function list(value: unknown, field: string): readonly unknown[] {
  return Array.isArray(value) ? value : fail(field);
}

export function text(value: unknown, field: string): string {
  return typeof value === 'string' ? value : fail(field);
}

export function count(value: unknown, field: string): number {
  return typeof value === 'number' ? value : fail(field);
}

export function texts(value: unknown, field: string): readonly string[] {
  return list(value, field).map((v) => text(v, field));
}

export function counts(value: unknown, field: string): readonly number[] {
  return list(value, field).map((v) => count(v, field));
}

/** The cards of a list of `{ seat, card }` plays (a trick's, a deal's). */
export function plays(value: unknown, field: string): readonly { readonly seat: number; readonly card: string }[] {
  return list(value, field).map((v) => {
    const p = record(v, field);
    return { seat: count(p.seat, field), card: text(p.card, field) };
  });
}
