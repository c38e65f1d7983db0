import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { CURSOR, int } from '../../common';
import { jsonSchemaOf, type JsonSchema } from '../../openapi';
import { archiveSchema } from '../api/match-input';

/** A query parameter as the OpenAPI document lists it; an integer's value is read as one. */
export interface QueryParameter {
  readonly name: string;
  readonly description: string;
  readonly integer: boolean;
  readonly schema: JsonSchema;
  /** An older name kept for the clients that use it. */
  readonly deprecated?: boolean;
}

export const text = (name: string, description: string, values?: string[]): QueryParameter => ({
  name,
  description,
  integer: false,
  schema: { type: 'string', ...(values ? { enum: values } : {}) },
});
const integer = (
  name: 'rank' | 'seats' | 'daysPerMove' | 'ratingMin' | 'ratingMax' | 'limit',
  description: string,
): QueryParameter => ({
  name,
  description,
  integer: true,
  schema: jsonSchemaOf(archiveSchema.shape[name]),
});

/** An archive search's query parameters (docs/archive.md, "Search"): the archive's and the export's, under the same names. */
export const SEARCH_PARAMETERS: readonly QueryParameter[] = [
  text('gameId', 'only matches of this game'),
  text('player', 'a handle: only matches this player sat in'),
  text('opponent', 'a handle: who sat against `player` (needs player)'),
  text('partner', 'a handle: who sat on `player`’s side (needs player)'),
  text('result', '`player`’s outcome (needs player)', ['won', 'lost', 'drawn']),
  integer('rank', '`player`’s rank, 1 the best (needs player)'),
  text('options', 'option values, `name:value` separated by commas or in repeated parameters (needs gameId)'),
  integer('seats', 'how many seats the match had'),
  integer('daysPerMove', 'the time limit on each decision, in days'),
  integer('ratingMin', 'only rated matches every seat of which was rated at least this before it'),
  integer('ratingMax', 'only rated matches every seat of which was rated at most this before it'),
  text('endedAfter', 'ended at or after: a date (UTC) or an ISO 8601 date and time'),
  text('endedBefore', 'ended before: a date (UTC) or an ISO 8601 date and time'),
  text('order', 'latest (the default) or oldest first', ['latest', 'oldest']),
  text(CURSOR.name, CURSOR.description),
];

/** A page's size, for the archive's pages. */
export const LIMIT_PARAMETER = integer('limit', 'how many items a page holds at most: 1 to 100, default 20');

/** These query parameters, for the OpenAPI document. */
export const ApiQueries = (parameters: readonly QueryParameter[]): MethodDecorator =>
  applyDecorators(
    ...parameters.map(({ name, description, schema, deprecated }) =>
      ApiQuery({ name, required: false, description, schema, ...(deprecated ? { deprecated } : {}) }),
    ),
  );

export type QueryValues = Partial<Record<string, string | string[]>>;

/**
 * A query string's values of these parameters as a schema reads them:
 * integers where it takes integers, `options` as given (one value, or many
 * in repeated parameters), the first of any other.
 */
export function queryInput(q: QueryValues, parameters: readonly QueryParameter[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { name, integer } of parameters) {
    const value = q[name];
    const one = Array.isArray(value) ? value[0] : value;
    input[name] = name === 'options' ? (value ?? null) : integer ? int(one) : one;
  }
  return input;
}
