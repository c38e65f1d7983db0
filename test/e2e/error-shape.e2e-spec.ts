import { randomUUID } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { GraphQLFormattedError } from 'graphql';
import request from 'supertest';
import { graphql } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient, startedMaw, twoPlayers } from '../support/match-client';
import { Received, socketClient, socketOperation } from '../support/socket-client';

/** A GraphQL error read as REST's `error` would be: its code, message and details. */
function asRest(error: GraphQLFormattedError | undefined): unknown {
  const { code, details, ...rest } = (error?.extensions ?? {}) as Record<string, unknown>;
  // Nothing else of ours, or of Apollo's, rides in extensions.
  expect(rest).toEqual({});
  return { code, message: error?.message, details };
}

/**
 * One error, one shape: `{ code, message, details }` with `details` always an
 * object, in REST's `error` and in GraphQL's `message` and `extensions:
 * { code, details }`, over HTTP and WebSocket alike.
 */
describe('the shape of errors', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION: '1' } });
  const http = () => request(t.app.getHttpServer());
  let url: string;
  let ann: MatchClient;
  let ben: MatchClient;
  let match: string;

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    ({ ann, ben } = await twoPlayers(t.app));
    match = await startedMaw(ann, ben);
  });

  /** The first error of one operation, over HTTP and over a WebSocket. */
  async function bothWays(
    bearer: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<[GraphQLFormattedError | undefined, GraphQLFormattedError | undefined]> {
    const overHttp = (await graphql(t.app, query, variables, bearer)).body.errors?.[0] as GraphQLFormattedError;
    const socket = socketClient(url, bearer);
    try {
      // graphql-ws sends an operation refused before it runs as an `error` message: a list of errors.
      const overSocket = await socketOperation(socket, query, variables).then(
        (result) => result.errors?.[0],
        (refused: unknown) => (Array.isArray(refused) ? (refused[0] as GraphQLFormattedError) : undefined),
      );
      return [overHttp, overSocket];
    } finally {
      await socket.dispose();
    }
  }

  it('is the same for a stale move over REST, GraphQL and WebSocket: details { currentSeq }', async () => {
    const seen = await ann.match(match);
    const mover = seen.decision?.seats.includes(seen.yourSeat ?? -1) ? ann : ben;
    const { seq, legalMoves } = await mover.match(match);
    const stale = { expectedSeq: seq - 1, move: legalMoves[0].text };
    const rest = await mover.post(`/api/matches/${match}/moves`, stale).expect(409);
    expect(rest.body).toEqual({
      error: { code: 'STALE_SEQ', message: expect.stringContaining(`seq ${seq}`), details: { currentSeq: seq } },
    });
    const [overHttp, overSocket] = await bothWays(
      mover.bearer,
      'mutation ($input: SubmitMoveInput!) { submitMove(input: $input) { fresh } }',
      { input: { matchId: match, expectedSeq: stale.expectedSeq, text: stale.move } },
    );
    expect(asRest(overHttp)).toEqual(rest.body.error);
    expect(asRest(overSocket)).toEqual(rest.body.error);
  });

  it('is the same for a token without the scope: details { missingScopes }', async () => {
    const created = await http()
      .post('/api/tokens')
      .set('authorization', `Bearer ${ann.bearer}`)
      .send({ description: 'reader', scopes: ['match:read'] })
      .expect(201);
    const rest = await http().get('/api/me').set('authorization', `Bearer ${created.body.secret}`).expect(403);
    expect(rest.body.error).toMatchObject({ code: 'FORBIDDEN', details: { missingScopes: ['account:read'] } });
    const [overHttp, overSocket] = await bothWays(created.body.secret, '{ me { handle } }');
    expect(asRest(overHttp)).toEqual(rest.body.error);
    expect(asRest(overSocket)).toEqual(rest.body.error);
  });

  it('has details {} when there is nothing to add, on every transport', async () => {
    const missing = randomUUID();
    const rest = await ann.get(`/api/matches/${missing}`).expect(404);
    expect(rest.body).toEqual({ error: { code: 'NOT_FOUND', message: `no match ${missing}`, details: {} } });
    const [overHttp, overSocket] = await bothWays(ann.bearer, 'query ($id: ID!) { match(id: $id) { id } }', {
      id: missing,
    });
    expect(asRest(overHttp)).toEqual(rest.body.error);
    expect(asRest(overSocket)).toEqual(rest.body.error);
  });

  it("keeps Apollo's request-level codes, with details {}, over HTTP and WebSocket", async () => {
    for (const [query, code] of [
      ['{ nonsense }', 'GRAPHQL_VALIDATION_FAILED'],
      ['{ games { id }', 'GRAPHQL_PARSE_FAILED'],
    ]) {
      const [overHttp, overSocket] = await bothWays(ann.bearer, query);
      expect(asRest(overHttp)).toEqual({ code, message: expect.any(String), details: {} });
      expect(asRest(overSocket)).toEqual({ code, message: expect.any(String), details: {} });
    }
  });

  it('has details on a subscription refused over WebSocket', async () => {
    const socket = socketClient(url, ann.bearer);
    try {
      const kept = new Received(socket, 'subscription { myTurn { reason } }');
      const refused = new Received(socket, 'subscription { myTurn { reason } }');
      await refused.ended();
      expect(refused.errors.flat().map((e) => asRest(e as GraphQLFormattedError))).toEqual([
        {
          code: 'TOO_MANY_SUBSCRIPTIONS',
          message: 'at most 1 subscriptions per connection',
          details: { maxSubscriptions: 1 },
        },
      ]);
      kept.unsubscribe();
    } finally {
      await socket.dispose();
    }
  });

  it('has details {} on REST refusals made before any route: unknown path, wrong method, a body that is not JSON', async () => {
    expect((await http().get('/api/nowhere').expect(404)).body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Cannot GET /api/nowhere', details: {} },
    });
    expect((await http().put('/api/me').expect(405)).body.error).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: expect.any(String),
      details: {},
    });
    const unparsable = await http()
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{not json')
      .expect(400);
    expect(unparsable.body.error).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), details: {} });
  });
});
