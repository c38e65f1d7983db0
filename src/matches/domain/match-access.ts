import { MatchRecord, MatchVisibility } from './match-record';
import { Decision, GameResult, SPECTATOR, Viewer } from '../../engine';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';
import { MatchState } from './match-state';

/**
 * Who may read a match (docs/security.md, "Who may read a match"): the one
 * rule of every path that reads one, whatever the match's status: the match
 * by id, its log, record and replays, the listings, the archive and its
 * statistics, the export, the notices. An open match anyone may read, without
 * an account too (as a spectator unless seated); a private one only its
 * parties, a player who is any one of these; to anyone else it does not exist.
 * The in-memory check (mayRead) and the SQL the repositories read through
 * (persistence/readable-matches.ts) are both made from this list.
 */
export const READING_PARTIES = ['creator', 'seated', 'joined', 'invited'] as const;
export type ReadingParty = (typeof READING_PARTIES)[number];

/**
 * A private match's parties, each as its players: `creator` who created it,
 * seated or not; `seated` who sits in its seats now, a bot that took one over
 * included; `joined` everyone who joined it and did not leave its lobby, so
 * whoever waits in the lobby and whoever was seated at the start (replaced by
 * a bot since or not); `invited` the players it invites, joined or not.
 */
export type MatchParties = Readonly<Record<ReadingParty, readonly string[]>>;

/** The rule, knowing every party of the match; `readerId` null for a reader without an account. */
export function mayRead(visibility: MatchVisibility, parties: MatchParties, readerId: string | null): boolean {
  if (visibility === 'open') return true;
  return readerId !== null && READING_PARTIES.some((party) => parties[party].includes(readerId));
}

/**
 * The rule from the match's row alone, which names its creator and who sits
 * in it: true or false where that settles it, null where only the parties
 * the database holds (joined, invited) could let the reader in. The database
 * is then asked through the same rule (MatchesRepository.mayRead).
 */
export function mayReadByRow(
  match: Pick<MatchRecord, 'visibility' | 'creatorId' | 'seating'>,
  readerId: string | null,
): boolean | null {
  const byRow = { creator: [match.creatorId], seated: match.seating, joined: [], invited: [] };
  if (mayRead(match.visibility, byRow, readerId)) return true;
  return readerId === null ? false : null;
}

// What a reader sees of a match: their seat's view, and the log with other seats' secrets redacted.

/** The game seat a player holds in a started match, or spectator. */
export function viewerOf(state: MatchState, playerId: string | null): Viewer {
  const seat = playerId === null ? -1 : state.seating.indexOf(playerId);
  return seat < 0 ? SPECTATOR : seat;
}

/**
 * Who held `seat` when the log was at `seq`: its player then, before any bot
 * took it over later (`replaced`), else whoever holds it now.
 */
export function holderAt(state: MatchState, seat: number, seq: number): string | undefined {
  return state.replaced.find((r) => r.seat === seat && r.seq > seq)?.playerId ?? state.seating[seat];
}

/** One log entry as a given viewer may see it. */
export type VisibleEvent =
  | { readonly kind: 'joined' | 'left' | 'aborted'; readonly playerId: string }
  | { readonly kind: 'started'; readonly seating: readonly string[] }
  | { readonly kind: 'move'; readonly seat: number; readonly move: string; readonly forced: boolean }
  | { readonly kind: 'timedOut'; readonly seat: number }
  | { readonly kind: 'paused'; readonly playerId: string; readonly since: string; readonly until: string }
  | { readonly kind: 'resumed'; readonly playerId: string; readonly at: string }
  | Extract<MatchEvent, { kind: 'replaced' }>;

/**
 * Every event passes through here before it leaves the server: a move's
 * hidden parts (a robber's discard) are replaced by the game's redaction.
 */
export function visibleEvent(setup: MatchSetup, event: MatchEvent, viewer: Viewer): VisibleEvent {
  if (event.kind !== 'move') return event;
  // A logged move always parses; if one ever did not, show nothing of it.
  const move = setup.game.redact(event.seat, event.move, viewer) ?? '??';
  return { kind: 'move', seat: event.seat, move, forced: event.forced };
}

/** The game now as one viewer sees it. */
export interface GameSeen {
  /** The engine's view for the viewer. */
  readonly view: object;
  readonly decision: Decision | null;
  /** The viewer's legal moves in notation: empty unless the decision is theirs. */
  readonly legalMoves: readonly string[];
  readonly result: GameResult | null;
}

/** What the viewer sees of the game now: their view, and their legal moves in notation. */
export function gameFor(state: MatchState, viewer: Viewer): GameSeen | null {
  const game = state.game;
  if (game === null) return null;
  const decision = game.decision();
  const legalMoves = viewer !== SPECTATOR && decision?.seats.includes(viewer) ? game.legalMoves(viewer) : [];
  return { view: game.view(viewer), decision, legalMoves, result: game.result() };
}
