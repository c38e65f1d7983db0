import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { OptionInput, SPECTATOR, Viewer } from '../../src/engine';
import { graphql } from './auth-client';
import { GroundTruth } from './ground-truth';
import { Leak, errorLeaks, eventLeaks, matchLeaks, recordLeaks } from './leak-check';
import { MatchBody, MatchClient } from './match-client';
import {
  ARCHIVE_QUERY,
  STATS_QUERY,
  MATCH_LOG_QUERY,
  MATCH_QUERY,
  MATCH_RECORD_QUERY,
  MY_MATCHES_QUERY,
  OPEN_MATCHES_QUERY,
  SUBMIT_MOVE,
} from './match-queries';
import { unredactedMoves } from './play-match';
import { unreviewedFields } from './reviewed-fields';

type Move = MatchBody['legalMoves'][number];

/** Ways a viewer reads a match; each is a response the leak check reads. */
const READS = [
  'rest match',
  'rest events',
  'rest listing',
  'graphql match',
  'graphql log',
  'graphql listing',
  'graphql record',
] as const;
/** The record, which every viewer reads after every move. */
const RECORD_READ = 'rest record';
/** Ways to read a match once it has ended, besides those: the archive, and the first seat's statistics counted from it. */
const ENDED_READS = ['rest archive', 'graphql archive', 'rest stats', 'graphql stats'] as const;
/** A card in notation, anywhere in a text. */
const CARD = /\b(?:10|[2-9JQKA])[CDHS]\b/;
type Read = (typeof READS)[number] | (typeof ENDED_READS)[number] | typeof RECORD_READ;
type Source =
  Read | 'rest move' | 'graphql move' | 'rest attempt' | 'graphql attempt' | 'rest replay' | 'graphql replay';

/** One response a viewer received, with the seq the match stood at when it was sent. */
export interface Received {
  readonly viewer: Viewer;
  readonly seq: number;
  readonly source: Source;
  readonly status: number;
  readonly body: unknown;
  /** The move the viewer tried, for an attempt. */
  readonly tried?: string;
}

export interface TableRun {
  readonly id: string;
  /** The last match body the first seat received. */
  readonly end: MatchBody;
  readonly truth: GroundTruth;
  /** Responses received, by source. */
  readonly counts: Readonly<Record<string, number>>;
  /** Moves the players chose (not the forced ones). */
  readonly chosen: readonly Move[];
  /** Every response received, in order. */
  readonly received: readonly Received[];
  /** Hidden-information problems found, one line each; empty when none. */
  readonly problems: readonly string[];
}

export interface TableOptions {
  readonly gameId: string;
  readonly options: OptionInput;
  /** Chooses a move among the decider's legal moves. */
  readonly choose: (legal: readonly Move[]) => Move;
}

/**
 * A whole match played over HTTP by seated players, watched all along by
 * them and by a spectator. After every move each viewer but the mover reads
 * the match one way (REST or GraphQL: the match, the log, a listing; in
 * turn) and every viewer, the mover too, reads its record; one of them
 * tries to play the mover's move, and after a robbery
 * and at the end everyone reads it every way (at the end, the public archive
 * too). Every response is kept and,
 * once the seed is revealed, checked against what its viewer could know.
 */
export async function playWatched(
  app: NestFastifyApplication,
  seats: readonly MatchClient[],
  spectator: MatchClient,
  o: TableOptions,
): Promise<TableRun> {
  const received: Received[] = [];
  const clientOf = (v: Viewer): MatchClient => (v === SPECTATOR ? spectator : seats[v]);
  const created = await seats[0]
    .post('/api/matches', { gameId: o.gameId, options: o.options, seats: seats.length })
    .expect(201);
  const id = created.body.match.id as string;
  let last: MatchBody = created.body.match;
  for (const client of seats.slice(1)) last = (await client.post(`/api/matches/${id}/join`).expect(200)).body.match;
  const startedSeq = seats.length;
  let seq = last.seq;
  let decision = last.decision;
  const keep = (viewer: Viewer, source: Source, status: number, body: unknown, tried?: string): void => {
    received.push({ viewer, seq, source, status, body, tried });
  };

  /** A spectator has no matches of their own: their listings are the open matches. */
  const send = (viewer: Viewer, how: Read): request.Test => {
    const client = clientOf(viewer);
    const gql = (query: string, variables: Record<string, unknown>) => graphql(app, query, variables, client.bearer);
    const status = decision ? 'active' : 'finished';
    switch (how) {
      case 'rest match':
        return client.get(`/api/matches/${id}`);
      // The latest page: every event is read at some step, the newest (a hand's last cards) at once.
      case 'rest events':
        return client.get(`/api/matches/${id}/events?fromSeq=${Math.max(0, seq - 100)}`);
      case 'rest listing':
        return viewer === SPECTATOR
          ? client.get(`/api/matches/open?gameId=${o.gameId}`)
          : client.get(`/api/matches?status=${status}&limit=1`);
      case 'graphql match':
        return gql(MATCH_QUERY, { id });
      case 'graphql log':
        return gql(MATCH_LOG_QUERY, { id, fromSeq: Math.max(0, seq - 100) });
      case 'graphql listing':
        return viewer === SPECTATOR
          ? gql(OPEN_MATCHES_QUERY, { gameId: o.gameId })
          : gql(MY_MATCHES_QUERY, { status: [status] });
      case 'rest archive':
        return client.get(`/api/matches/archive?gameId=${o.gameId}&limit=1`);
      case 'graphql archive':
        return gql(ARCHIVE_QUERY, { gameId: o.gameId });
      case 'rest stats':
        return client.get(`/api/players/${seats[0].handle}/stats/${seats[1].handle}?gameId=${o.gameId}`);
      case 'graphql stats':
        return gql(STATS_QUERY, { handle: seats[0].handle, gameId: o.gameId });
      case 'rest record':
        return client.get(`/api/matches/${id}/record`);
      case 'graphql record':
        return gql(MATCH_RECORD_QUERY, { id });
    }
  };
  const read = async (viewer: Viewer, how: Read): Promise<void> => {
    const res = await send(viewer, how).expect(200);
    keep(viewer, how, res.status, how === RECORD_READ ? res.text : res.body);
  };

  const viewers: Viewer[] = [...seats.map((_, s) => s), SPECTATOR];
  const chosen: Move[] = [];
  for (let step = 0; decision; step++) {
    const mover = decision.seats[0];
    const mine = await seats[mover].get(`/api/matches/${id}`).expect(200);
    keep(mover, 'rest match', mine.status, mine.body);
    const move = o.choose(mine.body.legalMoves);
    chosen.push(move);
    // Moves alternate between REST and GraphQL, and so do the attempts of the others.
    const rest = step % 2 === 0;
    const submit = (client: MatchClient): request.Test =>
      rest
        ? client.post(`/api/matches/${id}/moves`, { expectedSeq: seq, move: move.text })
        : graphql(app, SUBMIT_MOVE, { input: { matchId: id, expectedSeq: seq, text: move.text } }, client.bearer);
    const others = viewers.filter((v) => v !== mover);
    const prober = others[step % others.length];
    const attempt = await submit(clientOf(prober));
    keep(prober, rest ? 'rest attempt' : 'graphql attempt', attempt.status, attempt.body, move.text);
    const res = await submit(seats[mover]).expect(200);
    const result = rest ? res.body : res.body.data?.submitMove;
    if (!result) throw new Error(`move ${move.text} refused: ${JSON.stringify(res.body)}`);
    seq = result.match.seq;
    decision = result.match.decision;
    keep(mover, rest ? 'rest move' : 'graphql move', res.status, res.body);
    const everything = move.type === 'rob' || !decision;
    const ways: readonly Read[] = decision ? READS : [...READS, ...ENDED_READS];
    // Reads change nothing: the viewers send theirs at once, as clients would.
    const reads = viewers.flatMap((viewer, i) =>
      viewer === mover && decision
        ? []
        : (everything ? ways : [READS[(step + i) % READS.length]]).map((how) => [viewer, how] as const),
    );
    await Promise.all([
      ...reads.map(([viewer, how]) => read(viewer, how)),
      ...viewers.map((viewer) => read(viewer, RECORD_READ)),
    ]);
  }

  const moves = await unredactedMoves(seats, id);
  const end = (await seats[0].get(`/api/matches/${id}`).expect(200)).body as MatchBody;
  const truth = GroundTruth.rebuild(o.gameId, seats.length, o.options, end.seed as string, startedSeq, moves);
  const counts: Record<string, number> = {};
  for (const r of received) counts[r.source] = (counts[r.source] ?? 0) + 1;
  return { id, end, truth, counts, chosen, received, problems: received.flatMap((r) => problemsIn(r, id, truth)) };
}

/** Hidden-information problems in one response: cards its viewer could not know, fields nobody reviewed, a misplaced seq or hand. */
export function problemsIn(r: Received, id: string, truth: GroundTruth): string[] {
  const k = truth.knowledge(r.seq, r.viewer);
  const dealOf = (seq: number) => truth.dealOfMove(seq);
  const problems: string[] = [];
  const matchAt = (m: MatchBody | undefined, where: string): void => {
    if (!m) return void problems.push(`${where}: the match is missing`);
    if (m.seq !== r.seq) problems.push(`${where}: seq ${m.seq}, expected ${r.seq}`);
    problems.push(
      ...leaksText(matchLeaks(m, k, where)),
      ...unreviewedFields(m, 'match').map((f) => `${where}: unreviewed field ${f}`),
    );
    const hand = (m.view as { hand?: string[] | null } | null)?.hand;
    if (
      typeof r.viewer === 'number' &&
      m.status === 'active' &&
      hand &&
      [...hand].sort().join() !== truth.handAt(r.seq, r.viewer).join()
    ) {
      problems.push(`${where}: hand ${hand.join()} is not seat ${r.viewer}'s`);
    }
  };
  const log = (events: { seq: number }[], where: string): void => {
    problems.push(
      ...leaksText(eventLeaks(events, k, dealOf, where)),
      ...events.flatMap((e) => unreviewedFields(e, 'event').map((f) => `${where}: unreviewed field ${f}`)),
    );
  };
  const ours = (items: MatchBody[]) => items.find((m) => m.id === id);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const b = r.body as any;
  const at = `${r.source} to ${r.viewer} at seq ${r.seq}`;
  switch (r.source) {
    case 'rest match':
    case 'rest replay':
      matchAt(b, at);
      break;
    case 'rest record':
      problems.push(...leaksText(recordLeaks(b, k, at)));
      break;
    case 'graphql record':
      if (typeof b.data?.matchRecord !== 'string') problems.push(`${at}: the record is missing`);
      else problems.push(...leaksText(recordLeaks(b.data.matchRecord, k, at)));
      break;
    case 'rest events':
      log(b.items, at);
      break;
    case 'rest listing':
      if (r.viewer === SPECTATOR) problems.push(...leaksText(matchLeaks(b, k, at)));
      else matchAt(ours(b.items), at);
      break;
    case 'graphql match':
      matchAt(b.data?.match, at);
      break;
    case 'graphql replay':
      matchAt(b.data?.matchAt, at);
      break;
    case 'graphql log':
      log(b.data?.matchLog.items ?? [], at);
      break;
    case 'graphql listing':
      if (r.viewer === SPECTATOR) problems.push(...leaksText(matchLeaks(b, k, at)));
      else matchAt(ours(b.data?.myMatches.items ?? []), at);
      break;
    case 'rest archive':
      matchAt(ours(b.items), at);
      break;
    case 'graphql archive':
      matchAt(ours(b.data?.archive.items ?? []), at);
      break;
    case 'rest stats':
    case 'graphql stats':
      // Counts alone: nothing in them is a card.
      if (CARD.test(JSON.stringify(b))) problems.push(`${at}: the statistics name a card`);
      break;
    case 'rest move':
      matchAt(b.match, at);
      log(b.events, at);
      break;
    case 'graphql move':
      matchAt(b.data?.submitMove.match, at);
      log(b.data?.submitMove.events ?? [], at);
      break;
    case 'rest attempt':
    case 'graphql attempt': {
      const refused = r.source === 'rest attempt' ? r.status >= 400 && b.error : b.errors?.length > 0 && !b.data;
      if (!refused) problems.push(`${at}: the attempt ${r.tried} was not refused`);
      problems.push(...leaksText(errorLeaks(b, k, r.tried ?? null)).map((p) => `${at}: ${p}`));
      break;
    }
  }
  return problems;
}

function leaksText(leaks: readonly Leak[]): string[] {
  return leaks.map((l) => `${l.card} at ${l.where}`);
}
