import { AddressInfo } from 'node:net';
import request from 'supertest';
import { createToken, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient, startedMaw } from '../support/match-client';
import { SUBMIT_MOVE } from '../support/match-queries';
import { NdjsonStream } from '../support/ndjson-stream';
import { rawSocket } from '../support/socket-client';
import { within } from '../support/wait';

/** Sooner than this is at once: the periodic re-check (REALTIME_AUTH_RECHECK) is a minute away. */
const AT_ONCE_MS = 1000;

describe('revoking a credential ends its sockets and streams at once', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', REALTIME_AUTH_RECHECK: '60s', STREAM_KEEPALIVE: '1s' } });
  let port: number;
  let ann: MatchClient;
  let ben: MatchClient;
  const streams: NdjsonStream[] = [];

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
  });

  afterAll(() => streams.forEach((s) => s.close()));

  const url = (): string => `ws://127.0.0.1:${port}/graphql`;
  function stream(path: string, bearer: string): NdjsonStream {
    const s = new NdjsonStream(port, path, bearer);
    streams.push(s);
    return s;
  }

  it('a revoked token: its socket closes with 4401 and runs no move sent right after, its stream ends; the session is untouched', async () => {
    const id = await startedMaw(ann, ben);
    const mover = (await ann.match(id)).legalMoves.length > 0 ? ann : ben;
    const before = await mover.match(id);
    const token = await createToken(t.app, mover.bearer, ['match:read', 'match:play']);
    const socket = rawSocket(url(), { authorization: `Bearer ${token.secret}` });
    const kept = rawSocket(url(), { authorization: `Bearer ${mover.bearer}` });
    await Promise.all([socket.acked, kept.acked]);
    const turns = stream('/api/me/turns/stream', token.secret);
    await turns.until((s) => s.values.length > 0);

    await request(t.app.getHttpServer())
      .delete(`/api/tokens/${token.id}`)
      .set('authorization', `Bearer ${mover.bearer}`)
      .expect(204);
    // As soon as the revoking request has returned: a move on the token's socket.
    const input = { matchId: id, expectedSeq: before.seq, text: before.legalMoves[0].text };
    socket.socket.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBMIT_MOVE, variables: { input } } }),
    );

    expect(await within(AT_ONCE_MS, socket.closed, 'the socket closing')).toBe(4401);
    await within(
      AT_ONCE_MS,
      turns.until((s) => s.ended),
      'the stream ending',
    );
    expect((await mover.match(id)).seq).toBe(before.seq);
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
    kept.socket.close();
  });

  it('a session logged out: its socket closes with 4401 and its stream ends', async () => {
    const jwt = await registerAndLogin(t.app, 'cat');
    const socket = rawSocket(url(), { authorization: `Bearer ${jwt}` });
    await socket.acked;
    const events = stream('/api/me/turns/stream', jwt);
    await events.until((s) => s.status === 200 || s.ended);

    await request(t.app.getHttpServer()).post('/api/auth/logout').set('authorization', `Bearer ${jwt}`).expect(204);

    expect(await within(AT_ONCE_MS, socket.closed, 'the socket closing')).toBe(4401);
    await within(
      AT_ONCE_MS,
      events.until((s) => s.ended),
      'the stream ending',
    );
  });
});
