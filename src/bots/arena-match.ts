import { createHash } from 'node:crypto';
import { OptionInput, SHUFFLE_ALGORITHM, SealedGame, commitment } from '../engine';
import {
  EMPTY_MATCH,
  LoadedMatch,
  MatchEvent,
  MatchRecord,
  MatchSetup,
  MatchState,
  PLAYED_HERE,
  replayMatch,
  summarize,
} from '../matches';
import { PublicPlayer } from '../players';
import type { Bot, BotTurn } from './bot';
import { botRandom } from './bot-random';
import { botTurnOf } from './bot-turn';

/** The arena's clock: it never moves, and nothing a bot is shown depends on it but who is away (nobody). */
const ARENA_TIME = Date.parse('2026-01-01T00:00:00Z');

/** A seat's player in an arena match: an id, and its profile for the presenter. */
function arenaPlayer(seat: number): PublicPlayer & { readonly id: string } {
  const id = `00000000-0000-4000-8000-${String(seat).padStart(12, '0')}`;
  return {
    id,
    handle: `seat${seat}`,
    displayName: `Seat ${seat}`,
    joinedAt: new Date(ARENA_TIME),
    bot: true,
    botKind: null,
  };
}

/**
 * A match as the server would hold it, made without a server: its row, its
 * setup from the sealed game and the arena's seed, and its state folded by
 * the domain's replayMatch from the events the server would log (players
 * joining, the start, each move, forced ones played as the service plays
 * them). Bots are handed their turns through the real presenter.
 */
export class ArenaMatch {
  private loaded: LoadedMatch;
  private readonly people: ReadonlyMap<string, PublicPlayer>;
  private readonly ids: readonly string[];

  constructor(game: SealedGame, options: OptionInput, players: number, seedText: string) {
    const configured = game.configure(options);
    if (!configured.ok) throw new Error(`the arena's ${game.id} options are refused: ${configured.error.message}`);
    const seed = createHash('sha256').update(`arena|${seedText}`).digest();
    const id = uuidOf(seedText);
    const seating = Array.from({ length: players }, (_, seat) => arenaPlayer(seat));
    this.ids = seating.map((p) => p.id);
    this.people = new Map(seating.map((p) => [p.id, p]));
    const setup: MatchSetup = {
      game,
      rules: configured.value,
      seats: players,
      creatorId: this.ids[0],
      seed: seed.toString('hex'),
    };
    const record: MatchRecord = {
      id,
      gameId: game.id,
      rulesVersion: game.rulesVersion,
      options: configured.value.options,
      seats: players,
      visibility: 'open',
      inviteCode: 'arena',
      rated: false,
      creatorId: this.ids[0],
      seed: setup.seed,
      shuffleAlgorithm: SHUFFLE_ALGORITHM,
      commitment: commitment(id, seed),
      daysPerMove: null,
      createdAtMs: ARENA_TIME,
      seq: 0,
      status: 'open',
      seating: [],
      awaiting: [],
      decisionKind: null,
      updatedAtMs: ARENA_TIME,
      awaitedSinceMs: ARENA_TIME,
      deadlineMs: null,
      ...PLAYED_HERE,
    };
    this.loaded = { record, setup, state: EMPTY_MATCH };
    this.append([
      ...this.ids.map((playerId): MatchEvent => ({ kind: 'joined', playerId })),
      { kind: 'started', seating: this.ids },
    ]);
  }

  get state(): MatchState {
    return this.loaded.state;
  }

  get match(): LoadedMatch {
    return this.loaded;
  }

  /** The seat awaited now, or null once the match is over. */
  awaited(): number | null {
    return this.loaded.state.game?.decision()?.seats[0] ?? null;
  }

  /** What the player in `seat` is shown of this match (or of `m`, this match's row in another position): the presenter's answer to them. */
  turnOf(seat: number, m: LoadedMatch = this.loaded): BotTurn {
    return botTurnOf(m, this.ids[seat], this.people, ARENA_TIME);
  }

  /** The awaited seat's bot chooses from its turn; its move and the moves it forces are logged. Returns the move. */
  step(bots: readonly Bot[]): string {
    const seat = this.awaited();
    if (seat === null) throw new Error('the arena match is over');
    const turn = this.turnOf(seat);
    const move = bots[seat].choose(turn, botRandom(this.loaded.record.id, turn.seq, seat));
    this.append([{ kind: 'move', seat, move, forced: false }]);
    return move;
  }

  /** Plays the match to its end; returns how many decisions the bots took. */
  playOut(bots: readonly Bot[], limit = 100_000): number {
    let decisions = 0;
    while (this.awaited() !== null) {
      if (decisions++ >= limit) throw new Error(`the arena match did not end in ${limit} decisions`);
      this.step(bots);
    }
    return decisions;
  }

  /** Folds events, then the moves the rules force after them, as the service does. */
  private append(events: readonly MatchEvent[]): void {
    let state = this.fold(this.loaded.state, events);
    const forced: MatchEvent[] = [];
    for (let f = state.game?.forced(); f; f = f.table.forced())
      forced.push({ kind: 'move', seat: f.seat, move: f.text, forced: true });
    if (forced.length > 0) state = this.fold(state, forced);
    const record = { ...this.loaded.record, seq: state.seq, ...summarize(state) };
    this.loaded = { record, setup: this.loaded.setup, state };
  }

  private fold(from: MatchState, events: readonly MatchEvent[]): MatchState {
    const replayed = replayMatch(this.loaded.setup, from, events);
    if (!replayed.ok) throw new Error(`the arena's log does not replay: ${replayed.error.message}`);
    return replayed.state;
  }
}

/** A version-4-shaped uuid named by the seed text, so a run's match ids are reproducible. */
function uuidOf(text: string): string {
  const h = createHash('sha256').update(`arena id|${text}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
