import { createHash } from 'node:crypto';
import request from 'supertest';
import { Clock } from '../../src/common/time/clock';
import { PrismaService } from '../../src/database/prisma.service';
import { useTestApp } from '../support/app';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { FixedClock } from '../support/fixed-clock';

describe('authentication over HTTP', () => {
  // Expiry is tested by moving this clock, never by waiting.
  const clock = new FixedClock(new Date());
  const t = useTestApp({
    env: { JWT_TTL: '1h', RATE_LIMIT_AUTH_MAX: '1000' },
    configure: (builder) => builder.overrideProvider(Clock).useValue(clock),
  });
  const http = () => request(t.app.getHttpServer());
  const prisma = () => t.app.get(PrismaService);

  describe('register', () => {
    it('creates the player with an argon2id hash and answers without it', async () => {
      const res = await http()
        .post('/api/auth/register')
        .send({ handle: 'Ada', password: 'analytical engine', displayName: 'Ada L.' })
        .expect(201);
      expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'expiresAt', 'player']);
      expect(Object.keys(res.body.player).sort()).toEqual([
        'bot',
        'botKind',
        'displayName',
        'handle',
        'id',
        'joinedAt',
      ]);
      const row = await prisma().player.findUniqueOrThrow({ where: { handleKey: 'ada' } });
      expect(res.body.player).toEqual({
        id: row.id,
        handle: 'Ada',
        displayName: 'Ada L.',
        joinedAt: row.createdAt.toISOString(),
        bot: false,
        botKind: null,
      });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('answers with a session, as logging in does: it opens /api/me at once and logs out', async () => {
      const res = await http()
        .post('/api/auth/register')
        .send({ handle: 'Shannon', password: 'information theory' })
        .expect(201);
      const { accessToken, expiresAt } = res.body as { accessToken: string; expiresAt: string };
      // JWT_TTL is 1h here.
      expect(new Date(expiresAt).getTime()).toBe(clock.now().getTime() + 3600_000);
      const login = await http().post('/api/auth/login').send({ handle: 'shannon', password: 'information theory' });
      expect(Object.keys(login.body).sort()).toEqual(['accessToken', 'expiresAt']);
      const me = await http().get('/api/me').set('authorization', `Bearer ${accessToken}`).expect(200);
      expect(me.body).toEqual(res.body.player);
      await http().post('/api/auth/logout').set('authorization', `Bearer ${accessToken}`).expect(204);
      await http().get('/api/me').set('authorization', `Bearer ${accessToken}`).expect(401);
      // Ending the session registering opened leaves the one the login opened.
      const other = login.body.accessToken as string;
      await http().get('/api/me').set('authorization', `Bearer ${other}`).expect(200);
    });

    it('refuses the same handle in another case with 409 HANDLE_TAKEN', async () => {
      const res = await http()
        .post('/api/auth/register')
        .send({ handle: 'ADA', password: 'another password' })
        .expect(409);
      expect(res.body).toEqual({
        error: { code: 'HANDLE_TAKEN', message: 'the handle ADA is taken', details: { field: 'handle' } },
      });
    });

    it('refuses bad input naming the field, and stores nothing', async () => {
      const res = await http().post('/api/auth/register').send({ handle: 'Babbage', password: 'short' }).expect(400);
      expect(res.body).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'password: must be at least 10 characters',
          details: { field: 'password' },
        },
      });
      const viaGraphql = await graphql(
        t.app,
        'mutation { register(input: { handle: "x!", password: "long enough pass" }) { accessToken } }',
      ).expect(200);
      expect(viaGraphql.body.errors[0]).toMatchObject({
        message: 'handle: must be 3 to 24 letters, digits, _ or -',
        extensions: { code: 'VALIDATION_FAILED', details: { field: 'handle' } },
      });
      expect(await prisma().player.count({ where: { handleKey: { in: ['babbage', 'x!'] } } })).toBe(0);
    });
  });

  describe('login and logout', () => {
    it('logs in with a session JWT that opens /api/me, then logout ends that session', async () => {
      const jwt = await registerAndLogin(t.app, 'Grace');
      const me = await http().get('/api/me').set('authorization', `Bearer ${jwt}`).expect(200);
      expect(me.body).toMatchObject({ handle: 'Grace', displayName: 'Grace' });
      await http().post('/api/auth/logout').set('authorization', `Bearer ${jwt}`).expect(204);
      const after = await http().get('/api/me').set('authorization', `Bearer ${jwt}`).expect(401);
      expect(after.body.error.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a wrong password and an unknown handle with the same 401', async () => {
      const wrong = await http()
        .post('/api/auth/login')
        .send({ handle: 'Grace', password: 'not her password' })
        .expect(401);
      const unknown = await http()
        .post('/api/auth/login')
        .send({ handle: 'Nobody', password: 'not her password' })
        .expect(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a session past JWT_TTL even though the JWT itself has not expired by the wall clock', async () => {
      const jwt = await registerAndLogin(t.app, 'Hopper');
      await http().get('/api/me').set('authorization', `Bearer ${jwt}`).expect(200);
      clock.advance(3600_000);
      await http().get('/api/me').set('authorization', `Bearer ${jwt}`).expect(401);
    });

    it('logs in whatever stale credential the request still carries: public operations never fail for it', async () => {
      const jwt = await registerAndLogin(t.app, 'Hollerith');
      await http().post('/api/auth/logout').set('authorization', `Bearer ${jwt}`).expect(204);
      const body = { handle: 'Hollerith', password: 'correct horse battery' };
      await http().post('/api/auth/login').set('authorization', `Bearer ${jwt}`).send(body).expect(200);
      await http().post('/api/auth/login').set('authorization', 'Bearer plr_not_a_real_token').send(body).expect(200);
    });

    it('refuses a JWT signed with another secret and a request with no credentials', async () => {
      const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwianRpIjoieSJ9.c2lnbmF0dXJl';
      const refused = await http().get('/api/me').set('authorization', `Bearer ${forged}`).expect(401);
      expect(refused.body.error).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'the session token is invalid or has expired; log in again',
      });
      const anonymous = await http().get('/api/me').expect(401);
      expect(anonymous.body.error.message).toMatch(/^authentication required/);
      await graphql(t.app, '{ me { id } }')
        .expect(200)
        .expect((res) => expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', details: {} }));
    });
  });

  describe('personal access tokens', () => {
    let jwt: string;
    beforeAll(async () => {
      jwt = await registerAndLogin(t.app, 'Turing');
    });

    it('shows the secret once and stores only its SHA-256', async () => {
      const { id, secret } = await createToken(t.app, jwt, ['account:read']);
      expect(secret).toMatch(/^plr_[A-Za-z0-9_-]{43}$/);
      const row = await prisma().accessToken.findUniqueOrThrow({ where: { id } });
      expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(secret.slice(4));
      const list = await http().get('/api/tokens').set('authorization', `Bearer ${jwt}`).expect(200);
      expect(JSON.stringify(list.body)).not.toContain(secret.slice(4));
      expect(list.body.items).toContainEqual(
        expect.objectContaining({ id, scopes: ['account:read'], lastUsedAt: null }),
      );
    });

    it('lists them a page at a time, newest first, over REST and GraphQL alike', async () => {
      const owner = await registerAndLogin(t.app, 'Liskov');
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        made.unshift((await createToken(t.app, owner, ['match:read'])).id);
        clock.advance(1000);
      }
      const list = (query: string) =>
        http().get(`/api/tokens${query}`).set('authorization', `Bearer ${owner}`).expect(200);
      const first = (await list('?limit=2')).body;
      expect(first.items.map((tk: { id: string }) => tk.id)).toEqual(made.slice(0, 2));
      const second = (await list(`?limit=2&cursor=${first.next}`)).body;
      expect(second).toEqual({ items: [expect.objectContaining({ id: made[2] })], next: null });
      expect((await list('')).body).toEqual({ items: [...first.items, ...second.items], next: null });
      const gql = await graphql(
        t.app,
        '{ me { accessTokens(limit: 2) { items { id description scopes createdAt lastUsedAt expiresAt revokedAt } next } } }',
        {},
        owner,
      ).expect(200);
      expect(gql.body.data.me.accessTokens).toEqual(first);
      const refused = await http().get('/api/tokens?cursor=nope').set('authorization', `Bearer ${owner}`).expect(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'cursor' } });
    });

    it('lets an account:read token read the account and records its use', async () => {
      const { id, secret } = await createToken(t.app, jwt, ['account:read']);
      const me = await http().get('/api/me').set('authorization', `Bearer ${secret}`).expect(200);
      expect(me.body.handle).toBe('Turing');
      await http().get('/api/tokens').set('authorization', `Bearer ${secret}`).expect(200);
      const row = await prisma().accessToken.findUniqueOrThrow({ where: { id } });
      expect(row.lastUsedAt).toEqual(clock.now());
    });

    it('refuses a match:read token where account:read is needed, naming the scope', async () => {
      const { secret } = await createToken(t.app, jwt, ['match:read', 'match:play']);
      const res = await http().get('/api/me').set('authorization', `Bearer ${secret}`).expect(403);
      expect(res.body.error).toEqual({
        code: 'FORBIDDEN',
        message: 'the access token lacks the scope account:read',
        details: { missingScopes: ['account:read'] },
      });
      const gql = await graphql(t.app, '{ me { handle } }', {}, secret).expect(200);
      expect(gql.body.errors[0].extensions).toEqual({
        code: 'FORBIDDEN',
        details: { missingScopes: ['account:read'] },
      });
    });

    it('refuses every token, whatever its scopes, for token management and profile edits', async () => {
      const { secret } = await createToken(t.app, jwt, ['account:read', 'match:read', 'match:play']);
      await http()
        .post('/api/tokens')
        .set('authorization', `Bearer ${secret}`)
        .send({ description: 'x', scopes: ['match:read'] })
        .expect(403);
      await http().patch('/api/me').set('authorization', `Bearer ${secret}`).send({ displayName: 'Alan' }).expect(403);
      const gql = await graphql(
        t.app,
        'mutation { updateProfile(displayName: "Alan") { displayName } }',
        {},
        secret,
      ).expect(200);
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await prisma().player.findUniqueOrThrow({ where: { handleKey: 'turing' } })).displayName).toBe('Turing');
    });

    it('refuses a revoked token', async () => {
      const { id, secret } = await createToken(t.app, jwt, ['account:read']);
      await http().delete(`/api/tokens/${id}`).set('authorization', `Bearer ${jwt}`).expect(204);
      const res = await http().get('/api/me').set('authorization', `Bearer ${secret}`).expect(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    });

    it('refuses an expired token', async () => {
      const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString();
      const { secret } = await createToken(t.app, jwt, ['account:read'], expiresAt);
      await http().get('/api/me').set('authorization', `Bearer ${secret}`).expect(200);
      clock.advance(60_000);
      await http().get('/api/me').set('authorization', `Bearer ${secret}`).expect(401);
    });

    it("does not let a player revoke another player's token", async () => {
      const { id, secret } = await createToken(t.app, jwt, ['account:read']);
      const other = await registerAndLogin(t.app, 'Lovelace');
      await http().delete(`/api/tokens/${id}`).set('authorization', `Bearer ${other}`).expect(404);
      await http().get('/api/me').set('authorization', `Bearer ${secret}`).expect(200);
    });
  });

  describe('GraphQL', () => {
    it('registers with a session, creates a token and reads me with it', async () => {
      const registered = await graphql(
        t.app,
        'mutation($i: RegisterInput!) { register(input: $i) { player { id handle displayName } accessToken expiresAt } }',
        { i: { handle: 'Noether', password: 'abstract algebra' } },
      ).expect(200);
      const { player, accessToken: jwt, expiresAt } = registered.body.data.register;
      expect(player).toEqual({ id: expect.any(String), handle: 'Noether', displayName: 'Noether' });
      expect(new Date(expiresAt).getTime()).toBe(clock.now().getTime() + 3600_000);
      const login = await graphql(t.app, 'mutation($i: LoginInput!) { login(input: $i) { accessToken expiresAt } }', {
        i: { handle: 'noether', password: 'abstract algebra' },
      });
      expect(login.body.data.login).toEqual({ accessToken: expect.any(String), expiresAt });
      const created = await graphql(
        t.app,
        'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { secret token { id scopes } } }',
        { i: { description: 'bot', scopes: ['account:read'] } },
        jwt,
      );
      const { secret, token } = created.body.data.createAccessToken;
      const me = await graphql(
        t.app,
        '{ me { handle accessTokens { items { id description } next } } }',
        {},
        secret,
      ).expect(200);
      expect(me.body.data.me).toEqual({
        handle: 'Noether',
        accessTokens: { items: [{ id: token.id, description: 'bot' }], next: null },
      });
      await graphql(t.app, 'mutation { logout }', {}, jwt).expect(200);
      const after = await graphql(t.app, '{ me { handle } }', {}, jwt);
      expect(after.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('shows a public profile to anyone, with no private field in its type', async () => {
      const res = await graphql(t.app, '{ player(handle: "NOETHER") { handle displayName joinedAt } }').expect(200);
      expect(res.body.data.player).toMatchObject({ handle: 'Noether', displayName: 'Noether' });
      const privateField = await graphql(t.app, '{ player(handle: "Noether") { id } }').expect(400);
      expect(privateField.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const rest = await http().get('/api/players/noether').expect(200);
      expect(Object.keys(rest.body).sort()).toEqual([
        'awayUntil',
        'bot',
        'botKind',
        'displayName',
        'handle',
        'joinedAt',
      ]);
    });

    it('answers with strict security headers, GraphQL, errors and unknown paths included', async () => {
      for (const res of [
        await http().get('/health'),
        await graphql(t.app, '{ __typename }'),
        await http().get('/api/me'),
        await http().get('/nowhere'),
      ]) {
        expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
        expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
        expect(res.headers).toMatchObject({
          'x-frame-options': 'SAMEORIGIN',
          'cross-origin-opener-policy': 'same-origin',
        });
      }
    });

    it('keeps Apollo CSRF prevention on', async () => {
      await http().get('/graphql?query=%7B__typename%7D').expect(400);
    });
  });

  describe('errors', () => {
    it('never carry a stack trace or internals', async () => {
      const rest = await http().get('/api/nowhere').expect(404);
      expect(rest.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Cannot GET /api/nowhere', details: {} } });
      const bad = await http()
        .post('/api/auth/login')
        .set('content-type', 'application/json')
        .send('{not json')
        .expect(400);
      expect(Object.keys(bad.body.error).sort()).toEqual(['code', 'details', 'message']);
      const gql = await graphql(t.app, '{ player(handle: "nobody") { handle } }').expect(200);
      expect(gql.body.errors[0]).toEqual({
        message: 'no such player',
        locations: [{ line: 1, column: 3 }],
        path: ['player'],
        extensions: { code: 'NOT_FOUND', details: {} },
      });
      expect(JSON.stringify([rest.body, bad.body, gql.body])).not.toMatch(/stack|at .*\.ts:\d+/);
    });
  });
});
