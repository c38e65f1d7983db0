import { readFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import request from 'supertest';
import { NoticeRelay } from '../../src/notices/notice-relay';
import { useTestApp } from '../support/app';
import { runFuzzCampaign } from '../support/fuzz/campaign';
import { graphqlRequests } from '../support/fuzz/graphql-requests';
import { OpenApiDocument, restRequests } from '../support/fuzz/rest-requests';
import { makeFuzzWorld } from '../support/fuzz/world';

/**
 * Requests per run: 3,000 over CI's two legs, most of them where the database is a real server;
 * `npm run fuzz -- --requests N` makes longer runs on demand.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (process.env.DATABASE_URL ? 2000 : 1000));
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

/**
 * Requests generated from the served OpenAPI document and the committed SDL
 * (every REST operation and every GraphQL root field, none listed by hand),
 * with hostile values, against a real database: no answer is a server error,
 * and no refused request (nor any read) changes what the database holds.
 */
describe('fuzzed requests from the OpenAPI document and the SDL', () => {
  const t = useTestApp({
    // A seated bot moves later, in the background: an hour's delay keeps its move out of the checks of later requests.
    env: {
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_AUTH_MAX: '1000000',
      GRAPHQL_INTROSPECTION: 'true',
      BOT_DELAY: '3600',
    },
  });

  it(
    `answers ${REQUESTS} of them without a 5xx, and changes nothing on a refusal`,
    async () => {
      await t.app.listen(0, '127.0.0.1');
      const base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
      const document = (await request(t.app.getHttpServer()).get('/api/openapi.json').expect(200))
        .body as OpenApiDocument;
      const schema = buildSchema(readFileSync(join(__dirname, '..', '..', 'schema.gql'), 'utf8'));
      const report = await runFuzzCampaign({
        base,
        pool: t.db.pool,
        settle: () => t.app.get(NoticeRelay).settled(),
        arbitrary: async (round) => {
          const world = await makeFuzzWorld(base, round);
          return fc.oneof(restRequests(document, world), graphqlRequests(schema, world));
        },
        requests: REQUESTS,
        seed: SEED,
      });
      if (process.env.FUZZ_REPORT) {
        const lines = [...report.outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `  ${k}: ${n}`);
        process.stdout.write(`fuzz: ${REQUESTS} requests, seed ${SEED}, answers by status:\n${lines.join('\n')}\n`);
        for (const f of report.failures.slice(0, 20))
          process.stdout.write(`FAILED ${f.operation}: ${f.why}\n${JSON.stringify(f)}\n`);
      }
      expect(report.failures.slice(0, 5)).toEqual([]);
      // The campaign reached past the first checks: some requests succeeded, and many kinds of refusal were met.
      const statuses = [...report.outcomes.keys()];
      expect(statuses.some((s) => /^2\d\d$/.test(s))).toBe(true);
      expect(statuses.filter((s) => /^4\d\d$/.test(s)).length).toBeGreaterThanOrEqual(5);
    },
    Math.max(600_000, REQUESTS * 100),
  );
});
