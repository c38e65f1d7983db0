import { z } from 'zod';
import { BOT_KINDS, handleKey, handleSchema } from '../../players';
import { storableDate } from '../../common';
import { OUTCOMES, MatchStatus } from '../domain/match-state';
import { archiveCursor, eventCursor, mineCursor, openCursor } from './cursors';
import { INT4_MAX } from './log-position';

const uuid = z.string().uuid('must be a match id');

/** A command's idempotency key, from a body field, a GraphQL argument or the Idempotency-Key header. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .nullable()
  .default(null);

/** What resign and claimTimeout take besides the match: the key, named as the field it came in. */
export const commandKeySchema = z.strictObject({ idempotencyKey: idempotencyKeySchema });

export const createMatchSchema = z.strictObject({
  gameId: z.string().min(1).max(40),
  options: z.record(z.string(), z.unknown()).optional(),
  seats: z.number().int().min(1).max(16).optional(),
  takeSeat: z.boolean().default(true),
  visibility: z.enum(['open', 'private']).default('open'),
  invite: z.array(handleSchema).max(16).optional(),
  /** The time limit on each decision; none when absent. */
  daysPerMove: z.number().int().min(1).max(30).nullable().default(null),
  /** Whether it counts for its players' ratings (docs/ratings.md): casual unless asked. */
  rated: z.boolean().default(false),
});
export type CreateMatchBody = z.output<typeof createMatchSchema>;

export const submitMoveSchema = z.strictObject({
  matchId: uuid,
  expectedSeq: z.number().int().min(0).max(INT4_MAX),
  move: z.string().trim().min(1, 'a move is required').max(40),
  idempotencyKey: idempotencyKeySchema,
});
export type SubmitMoveBody = z.output<typeof submitMoveSchema>;

const pageLimit = z.number().int().min(1).max(100).default(20);

export const listSchema = z.object({ cursor: openCursor.input(), limit: pageLimit });

const STATUSES: readonly string[] = ['open', 'active', 'finished', 'aborted'] satisfies MatchStatus[];

/**
 * My matches' `status` query parameter: statuses separated by commas, any when
 * absent or empty. A word that is no status is refused, naming it: dropping it
 * would list every status instead.
 */
export const statusFilterSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((text, ctx): MatchStatus[] => {
      const words = text ? text.split(',').map((word) => word.trim()) : [];
      const unknown = words.find((word) => !STATUSES.includes(word));
      if (unknown === undefined) return words as MatchStatus[];
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `must be ${STATUSES.join(', ')}, separated by commas (not ${JSON.stringify(unknown.slice(0, 40))})`,
      });
      return z.NEVER;
    }),
});

/** My matches: a page, and whether only those awaiting my decision. */
export const mineSchema = z.object({
  cursor: mineCursor.input(),
  limit: pageLimit,
  yourTurn: z.boolean().default(false),
});

/** An instant a filter names: a date (midnight UTC) or a date and time with its offset, in years 1 to 9999. */
const instantSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date or an ISO 8601 date and time' })
  .transform((text) => new Date(text))
  .pipe(storableDate);

/**
 * The `options` filter: `name:value` pairs separated by commas, or one pair
 * (or several) per repeated parameter. Typed against the game's options by
 * the search (docs/archive.md, "Options").
 */
const optionPairsSchema = z
  .union([z.string(), z.array(z.string()).max(16)])
  .nullable()
  .default(null)
  .transform((given, ctx): Record<string, string> | null => {
    if (given === null) return null;
    const pairs: Record<string, string> = {};
    for (const pair of (Array.isArray(given) ? given : [given]).flatMap((text) => text.split(','))) {
      const match = /^([A-Za-z][A-Za-z0-9]{0,39}):([A-Za-z0-9_-]{1,40})$/.exec(pair.trim());
      if (match === null) {
        ctx.issues.push({
          code: 'custom',
          input: pair,
          message: `must be name:value pairs separated by commas (not ${JSON.stringify(pair.slice(0, 40))})`,
        });
        return z.NEVER;
      }
      pairs[match[1]] = match[2];
    }
    return pairs;
  });

/**
 * An archive search (docs/archive.md, "Search"), as the archive and the
 * export both take it: each filter optional, its order, and the cursor, a
 * `next` the same search gave. Outcome, rank, opponent and partner are
 * relative to `player`, and options need `gameId` (checkSearch).
 */
const searchFields = {
  gameId: z.string().min(1).max(40).nullable().default(null),
  player: handleSchema.nullable().default(null),
  opponent: handleSchema.nullable().default(null),
  partner: handleSchema.nullable().default(null),
  result: z.enum(OUTCOMES).nullable().default(null),
  rank: z.number().int().min(1).max(16).nullable().default(null),
  options: optionPairsSchema,
  seats: z.number().int().min(1).max(16).nullable().default(null),
  daysPerMove: z.number().int().min(1).max(30).nullable().default(null),
  ratingMin: z.number().int().min(0).max(100_000).nullable().default(null),
  ratingMax: z.number().int().min(0).max(100_000).nullable().default(null),
  endedAfter: instantSchema.nullable().default(null),
  endedBefore: instantSchema.nullable().default(null),
  order: z.enum(['latest', 'oldest']).default('latest'),
  cursor: archiveCursor.input(),
};
export type SearchInput = z.output<z.ZodObject<typeof searchFields>>;

/** The filters that need another: those relative to a player, and options, which are a game's. */
function checkSearch(q: SearchInput, ctx: z.RefinementCtx): void {
  for (const field of ['opponent', 'partner', 'result', 'rank'] as const)
    if (q[field] !== null && q.player === null)
      ctx.addIssue({ code: 'custom', path: [field], message: 'needs player: it is relative to a player' });
  for (const field of ['opponent', 'partner'] as const)
    if (q[field] !== null && q.player !== null && handleKey(q[field]) === handleKey(q.player))
      ctx.addIssue({ code: 'custom', path: [field], message: 'must be another player than player' });
  if (q.options !== null && q.gameId === null)
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'needs gameId: options are a game’s' });
  if (q.ratingMin !== null && q.ratingMax !== null && q.ratingMin > q.ratingMax)
    ctx.addIssue({ code: 'custom', path: ['ratingMax'], message: 'must be at least ratingMin' });
}

/** A page of an archive search. */
export const archiveSchema = z.object({ ...searchFields, limit: pageLimit }).superRefine(checkSearch);

/** A player's statistics: in one game, or by game; against one opponent for a head to head. */
export const statsSchema = z.object({
  player: handleSchema,
  gameId: z.string().min(1).max(40).nullable().default(null),
});
export const headToHeadSchema = statsSchema.extend({ opponent: handleSchema }).superRefine((q, ctx) => {
  if (handleKey(q.player) === handleKey(q.opponent))
    ctx.addIssue({
      code: 'custom',
      path: ['opponent'],
      message: 'must be another player than the handle: no one plays against themselves',
    });
});

/** How an export is written: one match a line (NDJSON), or text records. */
export const exportFormat = z.enum(['ndjson', 'record']).default('ndjson');

/** The older names of an export's filters (docs/api.md, "Exporting matches"): each is the filter it names, never with it. */
const EXPORT_ALIASES = { since: 'endedAfter', until: 'endedBefore' } as const;

/**
 * An export (docs/api.md, "Exporting matches"): an archive search, its
 * filters under the same names and its cursor, streamed in a format, at most
 * `max` matches.
 */
export const exportSchema = z
  .object({
    ...searchFields,
    since: instantSchema.nullable().default(null),
    until: instantSchema.nullable().default(null),
    format: exportFormat,
    max: z.number().int().min(1).max(INT4_MAX).nullable().default(null),
  })
  .superRefine((q, ctx) => {
    checkSearch(q, ctx);
    for (const [alias, name] of Object.entries(EXPORT_ALIASES))
      if (q[alias as keyof typeof EXPORT_ALIASES] !== null && q[name] !== null)
        ctx.addIssue({ code: 'custom', path: [alias], message: `is another name of ${name}: give one of them` });
  })
  .transform(({ since, until, ...q }) => ({
    ...q,
    endedAfter: q.endedAfter ?? since,
    endedBefore: q.endedBefore ?? until,
  }));

export const matchIdSchema = uuid;

/** A built-in bot for an open seat: its kind. */
export const seatBotSchema = z.strictObject({
  kind: z.enum(BOT_KINDS, { error: `must be one of ${BOT_KINDS.join(', ')}` }),
});

/** Invite codes are 12 characters (9 random bytes in base64url); the bound leaves room and no more. */
export const joinByCodeSchema = z.strictObject({
  inviteCode: z.string().min(1).max(40, 'must be at most 40 characters'),
});
/**
 * Where a read of the log starts: the first seq wanted, inclusive. A match
 * at `seq` S holds events 0..S−1, so passing S asks for what comes after
 * what was read; 0 (the default) is the whole log. Itself a log position.
 */
export const fromSeqSchema = z.object({ fromSeq: z.number().int().min(0).max(INT4_MAX).default(0) });

/**
 * A match as it stood at a point of its log (docs/replay.md): after `seq`
 * events, seen from the caller's seat then, or as a spectator when `as` is
 * `spectator`.
 */
export const replaySchema = z.object({
  seq: z.number().int().min(0).max(INT4_MAX),
  as: z.enum(['seat', 'spectator']).default('seat'),
});

/** A page of the log: from `fromSeq`, or where the page a `next` came with left off; 1 to 1,000 events, 100 by default. */
export const eventPageSchema = fromSeqSchema.extend({
  cursor: eventCursor.input(),
  limit: z.number().int().min(1).max(1000).default(100),
});
