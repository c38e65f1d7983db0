import { Result, Table, err, ok } from '../../engine';
import { MatchError, matchError } from './match-error';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';
import { MatchState, RESIGN, evolve, awaitedPlayers, awayUntil } from './match-state';
import { MatchRecord } from './match-record';

/**
 * Match commands (Emmett's `decide`): each checks a player's request against
 * the state and returns the events to append, or a coded refusal that changes
 * nothing. Forced plays that follow (Pope Joan's follow-on cards) are part of
 * the same decision, so they are appended in the same transaction.
 */
export type Decided = Result<readonly MatchEvent[], MatchError>;

export function join(setup: MatchSetup, state: MatchState, playerId: string): Decided {
  if (state.status !== 'open') return err(matchError('NOT_OPEN', 'the match has already started or ended'));
  if (state.lobby.includes(playerId)) return err(matchError('ALREADY_JOINED', 'you already have a seat'));
  if (state.lobby.length >= setup.seats) return err(matchError('MATCH_FULL', 'every seat is taken'));
  const joined: MatchEvent = { kind: 'joined', playerId };
  const lobby = [...state.lobby, playerId];
  // The match starts by itself when the last seat is taken.
  return lobby.length === setup.seats ? withStart(setup, state, [joined], lobby) : ok([joined]);
}

/**
 * The creator seats a built-in bot: the first of `accounts` (the system
 * accounts of its kind, in order) not already in the lobby joins, as a
 * player joining would.
 */
export function seatBot(setup: MatchSetup, state: MatchState, playerId: string, accounts: readonly string[]): Decided {
  if (playerId !== setup.creatorId) return err(matchError('NOT_CREATOR', 'only the creator can seat a bot'));
  const free = accounts.find((id) => !state.lobby.includes(id));
  if (free === undefined) return err(matchError('MATCH_FULL', 'every seat is taken'));
  return join(setup, state, free);
}

export function leave(state: MatchState, playerId: string): Decided {
  if (state.status !== 'open')
    return err(matchError('NOT_OPEN', 'only a match that has not started can be left; resign instead'));
  if (!state.lobby.includes(playerId)) return err(matchError('NOT_A_PLAYER', 'you have no seat in this match'));
  return ok([{ kind: 'left', playerId }]);
}

/** The creator starts before every seat is taken, when the game allows that many players. */
export function start(setup: MatchSetup, state: MatchState, playerId: string): Decided {
  if (playerId !== setup.creatorId) return err(matchError('NOT_CREATOR', 'only the creator can start the match early'));
  if (state.status !== 'open') return err(matchError('NOT_OPEN', 'the match has already started or ended'));
  const counts = setup.rules.seatCounts;
  if (!counts.includes(state.lobby.length)) {
    return err(
      matchError(
        'TOO_FEW_PLAYERS',
        `${setup.game.name} needs ${counts.join(' or ')} players; ${state.lobby.length} joined`,
      ),
    );
  }
  return withStart(setup, state, [], state.lobby);
}

/** Before the first move a player chose, the creator or any seated player may call the match off. */
export function abort(setup: MatchSetup, state: MatchState, playerId: string): Decided {
  const seated = state.status === 'open' ? state.lobby.includes(playerId) : state.seating.includes(playerId);
  if (playerId !== setup.creatorId && !seated) return err(matchError('NOT_A_PLAYER', 'you have no seat in this match'));
  if (state.status === 'finished' || state.status === 'aborted')
    return err(matchError('NOT_ACTIVE', 'the match is over'));
  if (state.chosenMoves > 0) return err(matchError('TOO_LATE_TO_ABORT', 'a move has been made; resign instead'));
  return ok([{ kind: 'aborted', playerId }]);
}

/** A move in the game's notation, then every forced move that follows it. */
export function play(state: MatchState, playerId: string, text: string): Decided {
  if (state.status !== 'active')
    return err(matchError('NOT_ACTIVE', state.status === 'open' ? 'the match has not started' : 'the match is over'));
  const seat = state.seating.indexOf(playerId);
  if (seat < 0) return err(matchError('NOT_A_PLAYER', 'you have no seat in this match'));
  if (state.game === null) return err(matchError('NOT_ACTIVE', 'the match has not started'));
  const played = state.game.play(seat, text);
  if (!played.ok) return err(played.error);
  const event: MatchEvent = { kind: 'move', seat, move: played.value.text, forced: false };
  return ok([event, ...forcedMoves(played.value.table)]);
}

/**
 * Under the game's takeover (Game.takeover), the seat a player leaves
 * (`reason`, at `claimedBy`'s request) is taken over by the first of `bots`
 * (the heuristic bot's system accounts) not already seated: null when the
 * match has no takeover or no bot is free, and the seat resigns as the rules say.
 */
function takeover(
  setup: MatchSetup,
  state: MatchState,
  seat: number,
  reason: 'resigned' | 'timedOut',
  claimedBy: string,
  bots: readonly string[],
): MatchEvent | null {
  if (setup.rules.takeover === null) return null;
  const botId = bots.find((id) => !state.seating.includes(id));
  if (botId === undefined) return null;
  return { kind: 'replaced', seat, playerId: state.seating[seat], botId, reason, claimedBy };
}

/** A resignation; under the game's takeover, a bot of `bots` takes the seat over and its hand plays on. */
export function resign(setup: MatchSetup, state: MatchState, playerId: string, bots: readonly string[] = []): Decided {
  const seat = state.seating.indexOf(playerId);
  const replaced =
    state.status === 'active' && seat >= 0 ? takeover(setup, state, seat, 'resigned', playerId, bots) : null;
  return replaced ? ok([replaced]) : play(state, playerId, RESIGN);
}

/**
 * Another seated player claims that the decision awaited now is overdue: at
 * `now`, past `deadline` (null: the match has no time limit). Each awaited
 * seat times out, which resigns it, then the forced moves that follow.
 */
export function claimTimeout(
  setup: MatchSetup,
  state: MatchState,
  playerId: string,
  deadline: number | null,
  now: number,
  bots: readonly string[] = [],
): Decided {
  if (state.status !== 'active')
    return err(matchError('NOT_ACTIVE', state.status === 'open' ? 'the match has not started' : 'the match is over'));
  const seat = state.seating.indexOf(playerId);
  if (seat < 0) return err(matchError('NOT_A_PLAYER', 'you have no seat in this match'));
  if (deadline === null) return err(matchError('NOT_OVERDUE', 'this match has no time limit'));
  const awaited = state.game?.decision()?.seats ?? [];
  if (awaited.includes(seat)) return err(matchError('NOT_OVERDUE', 'the decision awaited is yours'));
  if (now < deadline) {
    const due = new Date(deadline).toISOString();
    // Away now: the clock stands still until they are back (deadlineOf, match-state.ts), so the deadline moves with it.
    const back = awaitedPlayers(state)
      .map((p) => awayUntil(state, p, now))
      .reduce<number | null>((latest, until) => (until === null ? latest : Math.max(latest ?? until, until)), null);
    if (back !== null) {
      const until = new Date(back).toISOString();
      return err({
        code: 'NOT_OVERDUE',
        message: `the awaited player is on vacation until ${until}: their clock stands still; the decision is not overdue until ${due}`,
        details: { awayUntil: until, deadline: due },
      });
    }
    return err(matchError('NOT_OVERDUE', `the decision awaited is not overdue until ${due}`));
  }
  const events: MatchEvent[] = [];
  let after = state;
  for (const absent of awaited) {
    if (after.status !== 'active') break;
    const timedOut: MatchEvent = takeover(setup, after, absent, 'timedOut', playerId, bots) ?? {
      kind: 'timedOut',
      seat: absent,
    };
    const next = evolve(setup, after, timedOut);
    if (!next.ok) return err(next.error);
    events.push(timedOut);
    after = next.value;
  }
  return ok([...events, ...forcedMoves(after.game)]);
}

/**
 * Records a seated player's vacation, from `since` until `until` (ISO 8601),
 * in an active match: nothing when the match is not active, they have no
 * seat, or the log already has this vacation running. Not a
 * game move: the engine never sees it.
 */
export function pause(state: MatchState, playerId: string, since: string, until: string): Decided {
  if (state.status !== 'active' || !state.seating.includes(playerId)) return ok([]);
  const [sinceMs, untilMs] = [Date.parse(since), Date.parse(until)];
  // Another vacation may begin the instant one ended: only a running absence with both times is this one.
  const recorded = state.away.some(
    (a) => a.playerId === playerId && a.sinceMs === sinceMs && a.untilMs === untilMs && a.endedMs === null,
  );
  return ok(recorded ? [] : [{ kind: 'paused', playerId, since, until }]);
}

/**
 * Ends early, `at`, the vacation that began at `since` as the log records
 * it: nothing unless the log has it, not yet ended, and still running at `at`.
 */
export function resume(state: MatchState, playerId: string, since: string, at: string): Decided {
  if (state.status !== 'active') return ok([]);
  const sinceMs = Date.parse(since);
  const atMs = Date.parse(at);
  const recorded = state.away.findLast((a) => a.playerId === playerId && a.sinceMs === sinceMs);
  if (!recorded || recorded.endedMs !== null || atMs >= recorded.untilMs || atMs < sinceMs) return ok([]);
  return ok([{ kind: 'resumed', playerId, at }]);
}

function withStart(setup: MatchSetup, state: MatchState, before: MatchEvent[], seating: readonly string[]): Decided {
  const started: MatchEvent = { kind: 'started', seating };
  const after = evolve(setup, state, started);
  if (!after.ok) return err(after.error);
  return ok([...before, started, ...forcedMoves(after.value.game)]);
}

/** Bounded: a game offers a forced move only while its hands last. */
const MAX_FORCED = 10_000;

function forcedMoves(from: Table | null): MatchEvent[] {
  const events: MatchEvent[] = [];
  for (let move = from?.forced(); move; move = move.table.forced()) {
    if (events.length >= MAX_FORCED) throw new Error('forced moves do not end');
    events.push({ kind: 'move', seat: move.seat, move: move.text, forced: true });
  }
  return events;
}

// Who is told of a batch a command decided: the notices written to the outbox with it (docs/notifications.md).

/**
 * Why a player is told of a match: the turn feed's reasons, and
 * DEADLINE_SOON, the reminder that most of the awaited player's time is used.
 */
export const NOTICE_REASONS = [
  'YOUR_TURN',
  'MATCH_ENDED',
  'INVITED',
  'CLAIMABLE',
  'TIMED_OUT',
  'DEADLINE_SOON',
] as const;
export type NoticeReason = (typeof NOTICE_REASONS)[number];

/** A player to tell, and why. */
export interface NoticeTo {
  readonly playerId: string;
  readonly reason: NoticeReason;
}

/** What a batch leaves to be told, decided before it is appended, so that it is written with it. */
export interface BatchNotices {
  readonly notices: readonly NoticeTo[];
  /**
   * A private match called off before it started: the players it invited
   * who never joined hear it ended too (they are looked up as the batch is
   * written).
   */
  readonly tellInvitees: boolean;
}

function ended(state: MatchState): boolean {
  return state.status === 'finished' || state.status === 'aborted';
}

/**
 * The notices of a batch that takes a match from `before` to `after`, leaving
 * `awaiting` (player ids) awaited: the turn feed's rules. A match that ends
 * tells everyone who had a part in it (the creator too, seated or not); a
 * timed-out seat in a match that plays on is told so; whoever the batch
 * leaves awaited is told it is their turn, the submitter included (a trick
 * they won is theirs to lead).
 */
export function batchNotices(
  record: Pick<MatchRecord, 'creatorId' | 'visibility'>,
  before: MatchState,
  after: MatchState,
  events: readonly MatchEvent[],
  awaiting: readonly string[],
): BatchNotices {
  if (ended(after) && !ended(before)) {
    const everyone = new Set([record.creatorId, ...before.lobby, ...after.seating, ...awaiting]);
    return {
      notices: [...everyone].map((playerId) => ({ playerId, reason: 'MATCH_ENDED' })),
      tellInvitees: record.visibility === 'private' && before.status === 'open',
    };
  }
  const timedOut = new Set(events.flatMap((e) => timedOutPlayer(e, after)));
  const notices: NoticeTo[] = [...timedOut].map((playerId) => ({ playerId, reason: 'TIMED_OUT' }));
  for (const playerId of new Set(awaiting))
    if (!timedOut.has(playerId)) notices.push({ playerId, reason: 'YOUR_TURN' });
  return { notices, tellInvitees: false };
}

/** The player a timeout (or a takeover of a timed-out seat) put out of the match, if the event is one. */
export function timedOutPlayer(e: MatchEvent, after: MatchState): string[] {
  if (e.kind === 'timedOut') return [after.seating[e.seat]];
  return e.kind === 'replaced' && e.reason === 'timedOut' ? [e.playerId] : [];
}

/** A new private match tells the players it invites, the creator aside. */
export function creationNotices(
  creatorId: string,
  invited: readonly string[],
  awaiting: readonly string[],
): NoticeTo[] {
  return [
    ...[...new Set(invited)]
      .filter((p) => p !== creatorId)
      .map((playerId) => ({ playerId, reason: 'INVITED' as const })),
    ...[...new Set(awaiting)].map((playerId) => ({ playerId, reason: 'YOUR_TURN' as const })),
  ];
}
