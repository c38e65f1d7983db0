import { Decision, GameResult, SPECTATOR, Viewer } from '../../engine';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';
import { MatchState } from './match-state';

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
