import request from 'supertest';
import { useTestApp } from '../support/app';
import { graphql, registerAndLogin } from '../support/auth-client';

describe('rate limits', () => {
  // Credentials: 2 calls per IP (two registrations, each answered with a session); everything: 8 per caller.
  const t = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_MAX: '8', RATE_LIMIT_WINDOW: '1h' } });
  const http = () => request(t.app.getHttpServer());
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    alice = await registerAndLogin(t.app, 'alice');
    bob = await registerAndLogin(t.app, 'bob');
  });

  it('answers a third password attempt from the IP with 429, Retry-After and RateLimit headers, on REST and GraphQL', async () => {
    const res = await http()
      .post('/api/auth/login')
      .send({ handle: 'alice', password: 'correct horse battery' })
      .expect(429);
    expect(res.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The headers describe the budget that refused it (the IP's 2 password attempts), not the caller's 8 calls.
    expect([res.headers['ratelimit-limit'], res.headers['ratelimit-remaining']]).toEqual(['2', '0']);
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const gql = await graphql(
      t.app,
      'mutation { login(input: { handle: "alice", password: "correct horse battery" }) { accessToken } }',
    ).expect(429);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(gql.headers['retry-after']).toBeDefined();
    expect([gql.headers['ratelimit-limit'], gql.headers['ratelimit-remaining']]).toEqual(['2', '0']);
  });

  it('announces the remaining budget on every answer', async () => {
    const res = await http().get('/api/me').set('authorization', `Bearer ${alice}`).expect(200);
    expect(res.headers['ratelimit-limit']).toBe('8');
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThan(8);
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
  });

  it('counts each player separately, over REST and GraphQL together', async () => {
    let remaining = Number(
      (await http().get('/api/me').set('authorization', `Bearer ${alice}`)).headers['ratelimit-remaining'],
    );
    while (remaining > 0) {
      const res = await graphql(t.app, '{ me { handle } }', {}, alice).expect(200);
      remaining = Number(res.headers['ratelimit-remaining']);
    }
    await http().get('/api/me').set('authorization', `Bearer ${alice}`).expect(429);
    await graphql(t.app, '{ me { handle } }', {}, alice).expect(429);
    // Same IP, another player: a budget of its own.
    await http().get('/api/me').set('authorization', `Bearer ${bob}`).expect(200);
  });

  it('answers none of the fields of a refused GraphQL request', async () => {
    // Alice's budget is spent (above). The first field's guards count the request; the second's must refuse it too.
    const res = await graphql(t.app, '{ a: game(id: "maw") { id } b: me { handle } }', {}, alice).expect(429);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    expect(res.body.data).toBeNull();
  });

  it('counts a GraphQL request once, however many fields it asks for', async () => {
    const before = Number(
      (await graphql(t.app, '{ me { handle } }', {}, bob).expect(200)).headers['ratelimit-remaining'],
    );
    const res = await graphql(t.app, '{ a: me { handle } b: me { handle } c: me { id } }', {}, bob).expect(200);
    expect(Number(res.headers['ratelimit-remaining'])).toBe(before - 1);
  });

  it("counts failed credentials against the IP until it is refused, leaving players' own budgets alone", async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwianRpIjoieSJ9.c2lnbmF0dXJl';
    const remaining: number[] = [];
    let res = await http().get('/api/me').set('authorization', `Bearer ${forged}`);
    while (res.status === 401) {
      remaining.push(Number(res.headers['ratelimit-remaining']));
      res = await http().get('/api/me').set('authorization', 'Bearer plr_not_a_real_token');
    }
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    // The IP's budget of 8 is shared with the anonymous calls before (the registrations).
    expect(remaining.length).toBeGreaterThan(0);
    expect(remaining.length).toBeLessThan(8);
    expect(remaining.at(-1)).toBe(0);
    await http().get('/api/me').set('authorization', `Bearer ${bob}`).expect(200);
  });

  it('counts reads without an account against the IP: once its budget is spent, public reads are refused too', async () => {
    // The IP's budget was spent above, by failing credentials; a public read takes from the same budget.
    const rest = await http().get('/api/matches/archive').expect(429);
    expect(rest.body.error.code).toBe('RATE_LIMITED');
    const gql = await graphql(t.app, '{ openMatches { next } }').expect(429);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // A player reads the same on their own budget.
    await http().get('/api/matches/archive').set('authorization', `Bearer ${bob}`).expect(200);
  });
});
