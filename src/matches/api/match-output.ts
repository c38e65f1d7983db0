import { z } from 'zod';
import { errorBodySchema, errorCodeSchema } from '../../common';
import { decisionSchema, gameResultSchema, seatNumber } from '../../games';
import { ApiOutput, apiSchema, dateTime } from '../../openapi';
import { NOTICE_REASONS, NoticeReason } from '../domain/decide';
import { MatchStatus } from '../domain/match-state';
import { VisibleEvent } from '../domain/match-access';
import { MatchVisibility } from '../domain/match-record';

/**
 * What the matches API answers, as schemas: the presenter's output types are
 * derived from them (so the compiler holds it to them), and the OpenAPI
 * document's components are generated from them.
 */

export const moveSchema = apiSchema(
  'Move',
  z.strictObject({
    text: z.string().describe('the move in text notation, as it is submitted (`5H`, `rob 3D`, `five`)'),
    type: z.string().describe('e.g. play, rob, five, resign'),
    card: z.string().nullable().describe('the card the move names, if any (the card played, a robber’s discard)'),
  }),
  'A move, typed and in text notation: as `legalMoves` lists it and the log shows it',
);

const EVENT_KINDS = [
  'joined',
  'left',
  'started',
  'aborted',
  'move',
  'timedOut',
  'paused',
  'resumed',
  'replaced',
] as const satisfies readonly VisibleEvent['kind'][];

export const eventSchema = apiSchema(
  'MatchEvent',
  z.strictObject({
    seq: z.number().int().min(0).describe('its position in the log'),
    kind: z.enum(EVENT_KINDS),
    at: dateTime,
    player: z
      .string()
      .nullable()
      .describe(
        'handle of the player it is about (null on a move of an imported match, whose seats name no account): a move’s is the player in its seat then (a forced move too, whoever submitted the move that forced it); a timeout’s, who claimed it; a start’s, who started it (null when it started by itself); a pause’s or a resume’s, who is on vacation; a takeover’s, who left the seat',
      ),
    seat: seatNumber.nullable().describe('on a move, a timeout and a takeover: the seat'),
    move: moveSchema.nullable().describe('on a move: the move as the caller may see it (hidden parts are `??`)'),
    forced: z.boolean().nullable().describe('on a move: whether the rules forced it'),
    seating: z
      .array(z.string().nullable())
      .nullable()
      .describe('on a start: handles by seat (null for a seat of an imported match, which names no account)'),
    replacedBy: z
      .string()
      .nullable()
      .describe('on a takeover: the handle of the bot that took the seat over (docs/bots.md)'),
    reason: z
      .enum(['resigned', 'timedOut'])
      .nullable()
      .describe('on a takeover: why the player left the seat, resigning or timed out'),
    claimedBy: z
      .string()
      .nullable()
      .describe(
        'on a takeover: the handle of who asked for it, the player who resigned or the player whose claim timed them out',
      ),
    awayFrom: dateTime.nullable().describe('on a pause: when the player’s vacation began (it may be before the start)'),
    awayUntil: dateTime
      .nullable()
      .describe(
        'on a pause: when the vacation ends by itself; on a resume: when the player ended it sooner (see docs/vacations.md)',
      ),
  }),
  'One entry of a match’s log, as the caller may see it',
);

export const seatRatingSchema = apiSchema(
  'SeatRating',
  z.strictObject({
    before: z.number().int().describe('the shown rating the match was rated from'),
    after: z.number().int().describe('the shown rating it left'),
  }),
  'A seat’s rating in a rated match',
);

export const seatSchema = apiSchema(
  'MatchSeat',
  z.strictObject({
    handle: z
      .string()
      .nullable()
      .describe('the player’s handle; null for a seat of an imported match: a name from its record, not an account'),
    displayName: z.string().describe('the player’s display name, or the name an imported match’s record gives'),
    seat: seatNumber.nullable().describe('null in the lobby, before the start'),
    bot: z.boolean().describe('a bot plays this seat: a built-in bot or a bot account (docs/bots.md)'),
    replacing: z
      .string()
      .nullable()
      .describe(
        'a bot that took this seat over (docs/bots.md): the handle of the player who resigned or timed out of it; null otherwise',
      ),
    awayUntil: dateTime
      .nullable()
      .describe(
        'while a seated player is on vacation (as the match’s log records it), when it ends: meanwhile their clock stands still; null otherwise',
      ),
    rating: seatRatingSchema
      .nullable()
      .describe(
        'in an archive item of a rated match, the player’s rating before and after it (docs/ratings.md); null otherwise',
      ),
  }),
  'A player of a match',
);

export const optionValuesSchema = apiSchema(
  'OptionValues',
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  'A game’s options by name, every option with its value: the same object a match is created with',
);

/**
 * The engine's view tagged with the game and the viewer's seat. Here it is
 * open: the server holds views without their types. The document replaces
 * it by the union of the served games' own views (see openapi.ts), each
 * checked against its engine's view type where the game is hosted.
 */
export const gameViewSchema = apiSchema(
  'GameView',
  z
    .object({
      gameId: z.string().describe('the game this is a view of (the match’s gameId)'),
      seat: seatNumber.nullable().describe('the viewer’s seat; null for a spectator'),
    })
    .catchall(z.unknown()),
  'The game as the caller may see it: every field always there, null where it is hidden from them',
);

export const importedFromSchema = apiSchema(
  'ImportedFrom',
  z.strictObject({
    site: z.string().describe('the server the match was played on: its record’s `Site`'),
    matchId: z.string().describe('the match’s id there: its record’s `MatchId`, which the commitment is computed over'),
  }),
  'Where a match imported from a record (POST /api/records) was played',
);

export const matchProblemSchema = apiSchema(
  'MatchProblem',
  z.strictObject({ code: errorCodeSchema, message: z.string() }),
  'Why this server cannot rebuild a listed match (UNKNOWN_GAME, UNKNOWN_RULES_VERSION, UNKNOWN_SHUFFLE_ALGORITHM, CORRUPT_LOG): then only what its row holds is shown, with no view and no moves',
);

const MATCH_STATUSES = ['open', 'active', 'finished', 'aborted'] as const satisfies readonly MatchStatus[];
const VISIBILITIES = ['open', 'private'] as const satisfies readonly MatchVisibility[];

export const matchSchema = apiSchema(
  'Match',
  z.strictObject({
    id: z.uuid(),
    gameId: z.string(),
    rulesVersion: z.string().describe('the rules the match was created under, and is played by'),
    options: optionValuesSchema,
    seats: z.number().int().min(1),
    visibility: z.enum(VISIBILITIES),
    inviteCode: z.string().nullable().describe('for the creator and the players only (whoever has it may join)'),
    creator: z.string().describe('the creator’s handle'),
    status: z.enum(MATCH_STATUSES),
    seq: z.number().int().min(0).describe('how many events the log holds: the `expectedSeq` of the next move'),
    players: z.array(seatSchema).describe('waiting players before the start; seated players, by seat, after'),
    commitment: z.string().describe('SHA-256 of `<shuffleAlgorithm>|<match id>|<seed>`, published before the deal'),
    shuffleAlgorithm: z.string(),
    seed: z.string().nullable().describe('revealed, in hex, once the match is over, so anyone can deal it again'),
    createdAt: dateTime,
    updatedAt: dateTime,
    yourSeat: seatNumber.nullable().describe('the caller’s seat; null for a spectator or before the start'),
    decision: decisionSchema.nullable(),
    daysPerMove: z.number().int().min(1).nullable().describe('the time limit on each decision; null for none'),
    rated: z.boolean().describe('whether the match counts for its players’ ratings; casual when false'),
    deadline: dateTime
      .nullable()
      .describe('when the awaited decision becomes overdue, and another player may claim a timeout'),
    view: gameViewSchema.nullable().describe('null before the start'),
    legalMoves: z.array(moveSchema).describe('the caller’s legal moves now: empty unless it is their decision'),
    result: gameResultSchema.nullable().describe('once the game is over'),
    problem: matchProblemSchema.nullable().describe('in a listing only; null elsewhere'),
    imported: importedFromSchema
      .nullable()
      .describe(
        'for a match imported from a record, where it was played (its players are names, not accounts here, and its creator is who imported it); null for a match played here',
      ),
  }),
  'A match as the caller may see it',
);

export const moveResultSchema = apiSchema(
  'MoveResult',
  z.strictObject({
    match: matchSchema.describe('the match as the caller now sees it'),
    events: z
      .array(eventSchema)
      .describe('the events the request appended (or, for a repeated idempotency key, had appended)'),
    fresh: z.boolean().describe('false when a repeated idempotency key answered with the first result'),
  }),
  'What every match command answers',
);

export const matchPageSchema = apiSchema(
  'MatchPage',
  z.strictObject({
    items: z.array(matchSchema),
    next: z.string().nullable().describe('the cursor of the next page; null on the last'),
  }),
  'A page of matches as the caller may see them',
);

export const matchEventPageSchema = apiSchema(
  'MatchEventPage',
  z.strictObject({
    items: z.array(eventSchema),
    next: z.string().nullable().describe('the cursor of the next page; null on the last page of the log as it stands'),
  }),
  'A page of a match log as the caller may see it',
);

export const matchUpdateSchema = apiSchema(
  'MatchUpdate',
  z.strictObject({
    event: eventSchema,
    match: matchSchema
      .nullable()
      .describe('after the last event of a submission, the match as the caller now sees it; null on the others'),
  }),
  'One line of a match’s stream, as the `matchEvents` subscription sends it',
);

export type TurnReason = NoticeReason;

export const turnNoticeSchema = apiSchema(
  'TurnNotice',
  z.strictObject({
    reason: z.enum(NOTICE_REASONS),
    match: matchSchema.describe('the match as the player now sees it'),
  }),
  'One of the player’s matches needs their decision (YOUR_TURN), and most of their time for it is used (DEADLINE_SOON), or it has ended (MATCH_ENDED), or it awaits another player past the deadline (CLAIMABLE: a timeout may be claimed), or a private match invites them (INVITED), or they were timed out of a match that plays on (TIMED_OUT): one line of the turn stream, as the `myTurn` subscription sends it',
);

export const matchStreamLineSchema = apiSchema(
  'MatchStreamLine',
  z.union([matchUpdateSchema, errorBodySchema]),
  'A line of `GET /api/matches/{id}/stream`: an update, or a last line saying why the stream failed',
);

export const turnStreamLineSchema = apiSchema(
  'TurnStreamLine',
  z.union([turnNoticeSchema, errorBodySchema]),
  'A line of `GET /api/me/turns/stream`: a notice, or a last line saying why the stream failed',
);

export const recordImportSchema = apiSchema(
  'RecordImport',
  z.strictObject({
    match: matchSchema.describe('the imported match, as the caller may see it'),
    fresh: z
      .boolean()
      .describe('false when the record was already here: the match it was imported as, or the one played here'),
  }),
  'What importing a record answers (docs/records.md#importing-a-record)',
);

export type MoveDto = ApiOutput<typeof moveSchema>;
export type EventDto = ApiOutput<typeof eventSchema>;
export type SeatDto = ApiOutput<typeof seatSchema>;
export type MatchDto = ApiOutput<typeof matchSchema>;
export type RecordImportDto = ApiOutput<typeof recordImportSchema>;
export type MoveResultDto = ApiOutput<typeof moveResultSchema>;
export type MatchPageDto = ApiOutput<typeof matchPageSchema>;
export type EventPageDto = ApiOutput<typeof matchEventPageSchema>;
export type MatchUpdateDto = ApiOutput<typeof matchUpdateSchema>;
export type TurnNoticeDto = ApiOutput<typeof turnNoticeSchema>;
