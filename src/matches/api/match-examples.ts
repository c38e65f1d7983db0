import { createHash } from 'node:crypto';
import { OptionInput, SHUFFLE_ALGORITHM, commitment, seedFromHex } from '../../engine';
import { GameCatalog } from '../../games';
import { ApiExamples } from '../../openapi';
import { EXAMPLE_PLAYERS } from '../../players';
import { Decided, join, play } from '../domain/decide';
import { MatchRecord, PLAYED_HERE } from '../domain/match-record';
import { EMPTY_MATCH, MatchState, replayMatch, summarize, deadlineOf, LoadedMatch } from '../domain/match-state';
import { StoredEvent } from '../persistence/stored-event';
import { matchSetupOf } from '../reading/match-reader';
import { MatchPresenter } from './match-presenter';

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
    rated: false,
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

/** A Maw match after its first decision, in every answer that carries a match, and a Pope Joan one. */
export const matchExamples: ApiExamples = (app, add) => {
  const catalog = app.get(GameCatalog);
  const [ann] = EXAMPLE_PLAYERS;
  const maw = exampleMatch(catalog, 'maw', '3f0c9a4e-8b1d-4c2a-9e5f-6a7b8c9d0e1f', 2, { target: 5 });
  if (maw) {
    const awaited = examplePresenter(maw.awaited);
    const mover = examplePresenter(maw.lastBatch[0].playerId ?? ann.id);
    const match = awaited.match(maw.loaded);
    add('Match', 'maw', 'A Maw match after its first decision, as the player it now awaits sees it', match);
    add('MoveResult', 'maw', 'A Maw move and the match after it, as its player sees them', {
      match: mover.match(maw.loaded),
      events: maw.lastBatch.map((row) => mover.event(maw.loaded, row)),
      fresh: true,
    });
    for (const row of maw.log)
      add('MatchEvent', `seq-${row.seq}`, `a ${row.event.kind} event`, awaited.event(maw.loaded, row));
    add('MatchEventPage', 'all', 'The whole log in one page, the last', {
      items: maw.log.map((row) => awaited.event(maw.loaded, row)),
      next: null,
    });
    add('MatchPage', 'maw', 'A page of one match, the last', { items: [match], next: null });
    const update = { event: awaited.event(maw.loaded, maw.log[maw.log.length - 1]), match };
    add('MatchUpdate', 'maw', 'The last event of a move, with the match after it', update);
    add('MatchStreamLine', 'maw', 'The line of the last event of a move, with the match after it', update);
    const notice = { reason: 'YOUR_TURN', match };
    add('TurnNotice', 'maw', 'A Maw match awaiting the player', notice);
    add('TurnStreamLine', 'maw', 'The line of a Maw match awaiting the player', notice);
  }
  const popeJoan = exampleMatch(catalog, 'pope-joan', '9b2d4f6a-8c0e-4a1b-8d3f-5e7a9c1b3d5f', 3, { deals: 1 });
  if (popeJoan)
    add(
      'Match',
      'pope-joan',
      'A three-player Pope Joan match after its first decision, as the player it now awaits sees it',
      examplePresenter(popeJoan.awaited).match(popeJoan.loaded),
    );
};
