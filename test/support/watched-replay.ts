import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isDeepStrictEqual } from 'node:util';
import request from 'supertest';
import { SPECTATOR, Viewer } from '../../src/engine';
import { graphql } from './auth-client';
import { FullSelection } from './full-selection';
import { MatchClient } from './match-client';
import { TableRun, problemsIn } from './watched-table';

/** What stepping through a match found: one line a problem, and how many replays were read. */
export interface ReplayRun {
  readonly problems: readonly string[];
  readonly replays: number;
}

/** Seqs asked for in one GraphQL request, as aliased `matchAt` fields. */
const SEQS_PER_REQUEST = 10;

/**
 * A finished match stepped through at every seq, as every seat and as a
 * spectator, over REST and GraphQL: each replay is checked against what its
 * viewer could know at that seq (the ground truth the watched table rebuilt),
 * both transports must answer the same JSON, and a seat asking to see it as a
 * spectator, or a reader without an account, must get the spectator's answer.
 * GraphQL asks for SEQS_PER_REQUEST seqs at once (aliased fields), each answer
 * checked as its own; REST has one request a replay.
 */
export async function replayWatched(
  app: NestFastifyApplication,
  run: TableRun,
  seats: readonly MatchClient[],
  spectator: MatchClient,
): Promise<ReplayRun> {
  const fields = (await FullSelection.of(app)).of('Match');
  const batch = (seqs: readonly number[]) =>
    `query ($id: ID!) { ${seqs.map((seq) => `at${seq}: matchAt(id: $id, seq: ${seq}, asSpectator: false) { ${fields} }`).join(' ')} }`;
  const viewers: Viewer[] = [...seats.map((_, s) => s), SPECTATOR];
  const clientOf = (v: Viewer): MatchClient => (v === SPECTATOR ? spectator : seats[v]);
  const problems: string[] = [];
  let replays = 0;
  for (let from = 0; from <= run.end.seq; from += SEQS_PER_REQUEST) {
    const seqs = Array.from({ length: Math.min(SEQS_PER_REQUEST, run.end.seq + 1 - from) }, (_, i) => from + i);
    const spectators = new Map<number, unknown>();
    await Promise.all(
      viewers.map(async (viewer) => {
        const client = clientOf(viewer);
        const gql = await graphql(app, batch(seqs), { id: run.id }, client.bearer).expect(200);
        await Promise.all(
          seqs.map(async (seq) => {
            const rest = await client.get(`/api/matches/${run.id}/at/${seq}`).expect(200);
            const matchAt = gql.body.data?.[`at${seq}`];
            for (const [source, body] of [
              ['rest replay', rest.body],
              ['graphql replay', { data: { matchAt } }],
            ] as const)
              problems.push(...problemsIn({ viewer, seq, source, status: 200, body }, run.id, run.truth));
            if (rest.body.status !== 'finished' && rest.body.seed !== null)
              problems.push(`seq ${seq} to ${viewer}: the seed of a match not over`);
            if (!isDeepStrictEqual(matchAt, rest.body))
              problems.push(`seq ${seq} to ${viewer}: GraphQL's replay differs from REST's`);
            if (viewer === SPECTATOR) spectators.set(seq, rest.body);
          }),
        );
        replays += 2 * seqs.length;
      }),
    );
    await Promise.all(
      seqs.map(async (seq) => {
        const asSpectator = await seats[0].get(`/api/matches/${run.id}/at/${seq}?as=spectator`).expect(200);
        const anonymous = await request(app.getHttpServer()).get(`/api/matches/${run.id}/at/${seq}`).expect(200);
        if (!isDeepStrictEqual(asSpectator.body, spectators.get(seq)))
          problems.push(`seq ${seq}: as=spectator is not the spectator's`);
        if (!isDeepStrictEqual(anonymous.body, spectators.get(seq)))
          problems.push(`seq ${seq}: anonymous is not the spectator's`);
      }),
    );
  }
  return { problems, replays };
}
