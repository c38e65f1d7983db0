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

/**
 * A finished match stepped through at every seq, as every seat and as a
 * spectator, over REST and GraphQL: each replay is checked against what its
 * viewer could know at that seq (the ground truth the watched table rebuilt),
 * both transports must answer the same JSON, and a seat asking to see it as a
 * spectator, or a reader without an account, must get the spectator's answer.
 */
export async function replayWatched(
  app: NestFastifyApplication,
  run: TableRun,
  seats: readonly MatchClient[],
  spectator: MatchClient,
): Promise<ReplayRun> {
  const fields = (await FullSelection.of(app)).of('Match');
  const query = `query ($id: ID!, $seq: Int!, $asSpectator: Boolean!) { matchAt(id: $id, seq: $seq, asSpectator: $asSpectator) { ${fields} } }`;
  const viewers: Viewer[] = [...seats.map((_, s) => s), SPECTATOR];
  const clientOf = (v: Viewer): MatchClient => (v === SPECTATOR ? spectator : seats[v]);
  const problems: string[] = [];
  let replays = 0;
  for (let seq = 0; seq <= run.end.seq; seq++) {
    const answers = await Promise.all(
      viewers.map(async (viewer) => {
        const client = clientOf(viewer);
        const rest = await client.get(`/api/matches/${run.id}/at/${seq}`).expect(200);
        const gql = await graphql(app, query, { id: run.id, seq, asSpectator: false }, client.bearer).expect(200);
        for (const [source, res] of [
          ['rest replay', rest],
          ['graphql replay', gql],
        ] as const)
          problems.push(...problemsIn({ viewer, seq, source, status: res.status, body: res.body }, run.id, run.truth));
        if (rest.body.status !== 'finished' && rest.body.seed !== null)
          problems.push(`seq ${seq} to ${viewer}: the seed of a match not over`);
        if (!isDeepStrictEqual(gql.body.data?.matchAt, rest.body))
          problems.push(`seq ${seq} to ${viewer}: GraphQL's replay differs from REST's`);
        return rest.body;
      }),
    );
    replays += 2 * viewers.length;
    const spectators = answers.at(-1);
    const asSpectator = await seats[0].get(`/api/matches/${run.id}/at/${seq}?as=spectator`).expect(200);
    const anonymous = await request(app.getHttpServer()).get(`/api/matches/${run.id}/at/${seq}`).expect(200);
    if (!isDeepStrictEqual(asSpectator.body, spectators))
      problems.push(`seq ${seq}: as=spectator is not the spectator's`);
    if (!isDeepStrictEqual(anonymous.body, spectators)) problems.push(`seq ${seq}: anonymous is not the spectator's`);
  }
  return { problems, replays };
}
