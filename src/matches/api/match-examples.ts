import { createHash } from 'node:crypto';
import { OptionInput, SHUFFLE_ALGORITHM, commitment, seedFromHex } from '../../engine';
import { GameCatalog } from '../../games/game-catalog';
import { PublicPlayer } from '../../players/player';
import { Decided, join, play } from '../domain/decide';
import { MatchRecord, PLAYED_HERE } from '../domain/match-record';
import { EMPTY_MATCH, MatchState, replayMatch } from '../domain/match-state';
import { summarize } from '../domain/match-summary';
import { deadlineOf } from '../domain/move-deadline';
import { StoredEvent } from '../persistence/stored-event';
import { LoadedMatch } from '../reading/loaded-match';
import { matchSetupOf } from '../reading/match-setup-of';
import { MatchPresenter } from './match-presenter';

/** Who plays in the examples: a player's id and public profile. */
export interface ExamplePlayer extends PublicPlayer {
  readonly id: string;
}

export const EXAMPLE_PLAYERS: readonly ExamplePlayer[] = [
  {
    id: '0b7e2d4a-3c1f-4e8b-9a6d-5f2c8e1b7a30',
    handle: 'ann',
    displayName: 'Ann',
    joinedAt: new Date('2025-03-01T09:00:00Z'),
    bot: false,
    botKind: null,
  },
  {
    id: '6d1c9f3e-7a2b-4c5d-8e9f-0a1b2c3d4e5f',
    handle: 'ben',
    displayName: 'Ben',
    joinedAt: new Date('2025-03-01T09:30:00Z'),
    bot: false,
    botKind: null,
  },
  {
    id: 'a4f8e2c6-1b3d-4f5a-9c7e-2d4f6a8b0c1e',
    handle: 'cat',
    displayName: 'Cat',
    joinedAt: new Date('2025-03-01T10:00:00Z'),
    bot: false,
    botKind: null,
  },
];

/** A match of the examples as a presenter takes it, with its log and the submission that made its last batch. */
interface ExampleMatch {
  readonly loaded: LoadedMatch;
  readonly log: readonly StoredEvent[];
  readonly lastBatch: readonly StoredEvent[];
  /** Who is awaited now. */
  readonly awaited: string;
}

const CREATED = Date.parse('2025-03-02T18:00:00Z');
const MINUTE = 60_000;
/** The time the examples are presented at: an hour after the match was created. */
const EXAMPLE_NOW = CREATED + 60 * MINUTE;

/**
 * A match made as the server makes one, to show in the OpenAPI document:
 * its row, its seed (fixed, so the deal is the same every time), its players
 * joining and, once dealt, the first decision taken with the first legal
 * move, each decided and folded by the domain as the service does. Null when
 * the server does not host the game.
 */
export function exampleMatch(
  catalog: GameCatalog,
  gameId: string,
  id: string,
  players: number,
  options: OptionInput,
): ExampleMatch | null {
  const game = catalog.get(gameId)?.rules;
  const configured = game?.configure(options);
  if (!game || !configured?.ok) return null;
  const seed = createHash('sha256').update(`example ${id}`).digest('hex');
  const seats = EXAMPLE_PLAYERS.slice(0, players);
  const record: MatchRecord = {
    id,
    gameId,
    rulesVersion: game.rulesVersion,
    options: configured.value.options,
    seats: players,
    visibility: 'open',
    inviteCode: createHash('sha256').update(`invite ${id}`).digest('base64url').slice(0, 12),
    creatorId: seats[0].id,
    seed,
    shuffleAlgorithm: SHUFFLE_ALGORITHM,
    commitment: commitment(id, seedFromHex(seed) ?? new Uint8Array(32)),
    daysPerMove: 3,
    createdAtMs: CREATED,
    seq: 0,
    status: 'open',
    seating: [],
    awaiting: [],
    decisionKind: null,
    updatedAtMs: CREATED,
    awaitedSinceMs: CREATED,
    deadlineMs: null,
    ...PLAYED_HERE,
  };
  const setup = matchSetupOf(catalog, record);
  let state: MatchState = EMPTY_MATCH;
  let at = CREATED;
  const log: StoredEvent[] = [];
  const submit = (playerId: string, decided: (state: MatchState) => Decided): void => {
    const events = decided(state);
    const replayed = events.ok ? replayMatch(setup, state, events.value) : null;
    if (!events.ok || !replayed?.ok) throw new Error(`the example of ${gameId} does not play`);
    const batch = state.seq;
    events.value.forEach((event, i) => log.push({ seq: batch + i, batch, event, playerId, createdAt: new Date(at) }));
    state = replayed.state;
    at += 7 * MINUTE;
  };
  for (const player of seats) submit(player.id, (now) => join(setup, now, player.id));
  const first = state.game?.decision()?.seats[0] ?? 0;
  submit(state.seating[first], (now) => play(now, now.seating[first], now.game?.legalMoves(first)[0] ?? ''));
  const next = state.game?.decision()?.seats[0] ?? 0;
  const lastAt = at - 7 * MINUTE;
  const moved = { ...record, seq: state.seq, ...summarize(state), updatedAtMs: lastAt, awaitedSinceMs: lastAt };
  const loaded = { record: { ...moved, deadlineMs: deadlineOf(moved, state) }, setup, state };
  const lastBatch = log.filter((row) => row.batch === log[log.length - 1].batch);
  return { loaded, log, lastBatch, awaited: state.seating[next] };
}

/** The presenter of the examples, for one of their players. */
export function examplePresenter(playerId: string): MatchPresenter {
  return new MatchPresenter(playerId, new Map(EXAMPLE_PLAYERS.map((p) => [p.id, p])), EXAMPLE_NOW);
}
