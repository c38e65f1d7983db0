/**
 * The events of a match log, in order. A match's only truth is the list of
 * its events; everything else is folded from it.
 */
export type MatchEvent =
  | { readonly kind: 'joined'; readonly playerId: string }
  | { readonly kind: 'left'; readonly playerId: string }
  /** Fixes the seating: game seat i is seating[i]. */
  | { readonly kind: 'started'; readonly seating: readonly string[] }
  | { readonly kind: 'aborted'; readonly playerId: string }
  /** A game move in the engine's notation, by a game seat; `forced` when the server played it. */
  | { readonly kind: 'move'; readonly seat: number; readonly move: string; readonly forced: boolean }
  /**
   * Under the game's takeover (Game.takeover), a seat whose player resigned
   * or timed out (`reason`) is taken over by the built-in bot `botId`: the
   * seat's hand plays on, the game never sees it resign, and from here on the
   * seat is the bot's. `claimedBy`: the player whose claim timed the seat
   * out, or the player themselves on a resignation (absent from logs written
   * before it was kept).
   */
  | {
      readonly kind: 'replaced';
      readonly seat: number;
      readonly playerId: string;
      readonly botId: string;
      readonly reason: 'resigned' | 'timedOut';
      readonly claimedBy?: string;
    }
  /** A seat awaited past the time limit, claimed against by another player: it resigns, as the game's result defines resigning. */
  | { readonly kind: 'timedOut'; readonly seat: number }
  /**
   * A seated player went on vacation (docs/vacations.md): while they are
   * awaited, the match's clock stands still from `since` until `until` (ISO
   * 8601 times), or until a `resumed` ends it sooner. A match-level event:
   * the engine never sees it, and it moves no clock on (see deadlineOf, match-state.ts).
   */
  | { readonly kind: 'paused'; readonly playerId: string; readonly since: string; readonly until: string }
  /** The player's vacation ended early, `at` (ISO 8601): their clock runs again from then. */
  | { readonly kind: 'resumed'; readonly playerId: string; readonly at: string };

export type MatchEventKind = MatchEvent['kind'];
