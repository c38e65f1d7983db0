import { BOT_KINDS } from '../../bots/bot';
import { z } from 'zod';
import { handleSchema } from '../../players/player-input';
import { MatchStatus } from '../domain/match-state';
import { INT4_MAX, seqOfEventCursor } from './event-cursor';

const uuid = z.string().uuid('must be a match id');

/** A command's idempotency key, from a body field, a GraphQL argument or the Idempotency-Key header. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .nullable()
  .default(null);

/** What resign and claimTimeout take besides the match: the key, named as the field it came in. */
export const commandKeySchema = z.object({ idempotencyKey: idempotencyKeySchema });

export const createMatchSchema = z.object({
  gameId: z.string().min(1).max(40),
  options: z.record(z.string(), z.unknown()).optional(),
  seats: z.number().int().min(1).max(16).optional(),
  takeSeat: z.boolean().default(true),
  visibility: z.enum(['open', 'private']).default('open'),
  invite: z.array(z.string().min(1).max(40)).max(16).optional(),
  /** The time limit on each decision; none when absent. */
  daysPerMove: z.number().int().min(1).max(30).nullable().default(null),
});
export type CreateMatchBody = z.output<typeof createMatchSchema>;

export const submitMoveSchema = z.object({
  matchId: uuid,
  expectedSeq: z.number().int().min(0).max(INT4_MAX),
  move: z.string().trim().min(1, 'a move is required').max(40),
  idempotencyKey: idempotencyKeySchema,
});
export type SubmitMoveBody = z.output<typeof submitMoveSchema>;

export const listSchema = z.object({
  cursor: uuid.nullable().default(null),
  limit: z.number().int().min(1).max(100).default(20),
});

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
export const mineSchema = listSchema.extend({ yourTurn: z.boolean().default(false) });

/**
 * The archive's filters, each optional: a game id, and a player's handle (any
 * case). Its pages hold at most 20: each finished match is rebuilt from its log
 * for the reader, milliseconds of CPU each (docs/benchmarks.md), and the rate
 * limit counts requests.
 */
export const archiveSchema = listSchema.extend({
  limit: z.number().int().min(1).max(20).default(20),
  gameId: z.string().min(1).max(40).nullable().default(null),
  player: handleSchema.nullable().default(null),
});

/** An instant a filter names: a date (midnight UTC) or a date and time with its offset. */
const instantSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date or an ISO 8601 date and time' })
  .transform((text) => new Date(text));

/** The matches an export holds and its format (docs/api.md, "Exporting matches"). */
export const exportSchema = z.object({
  format: z.enum(['ndjson', 'record']).default('ndjson'),
  gameId: z.string().min(1).max(40).nullable().default(null),
  player: handleSchema.nullable().default(null),
  since: instantSchema.nullable().default(null),
  until: instantSchema.nullable().default(null),
  max: z.number().int().min(1).max(INT4_MAX).nullable().default(null),
});
export type ExportInput = z.output<typeof exportSchema>;

export const matchIdSchema = uuid;

/** A built-in bot for an open seat: its kind. */
export const seatBotSchema = z.object({
  kind: z.enum(BOT_KINDS, { error: `must be one of ${BOT_KINDS.join(', ')}` }),
});

/** Invite codes are 12 characters (9 random bytes in base64url); the bound leaves room and no more. */
export const joinByCodeSchema = z.object({ inviteCode: z.string().min(1).max(40, 'must be at most 40 characters') });
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
  cursor: z
    .string()
    .nullable()
    .default(null)
    .transform((text, ctx): number | null => {
      if (text === null) return null;
      const seq = seqOfEventCursor(text);
      if (seq !== null) return seq;
      ctx.issues.push({ code: 'custom', input: text, message: 'must be a `next` the log gave' });
      return z.NEVER;
    }),
  limit: z.number().int().min(1).max(1000).default(100),
});
