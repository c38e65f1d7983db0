import { JwtService } from '@nestjs/jwt';
import { SecurityConfig } from '../config/security.config';
import { InMemoryPlayersRepository } from '../../test/support/fakes/in-memory-players.repository';
import { InMemorySessionsRepository } from '../../test/support/fakes/in-memory-sessions.repository';
import { FixedClock } from '../../test/support/fixed-clock';
import { expectDomainError } from '../../test/support/domain-error-matcher';
import { cheapPasswordHasher } from '../../test/support/cheap-password-hasher';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { AuthService } from './auth.service';
import { Revocations } from './revocations';
import { SessionClaims } from './session-claims';

describe('AuthService', () => {
  const config = new SecurityConfig(
    { secret: 'a test secret of at least 32 characters', ttlSeconds: 3600 },
    { windowSeconds: 60, max: 100, authMax: 10, exportMax: 2000, ipv6PrefixBits: 56 },
    { maxDepth: 8, maxComplexity: 200, maxTokens: 5000, introspection: false },
  );
  let clock: FixedClock;
  let players: InMemoryPlayersRepository;
  let sessions: InMemorySessionsRepository;
  let jwt: JwtService;
  let auth: AuthService;

  beforeEach(() => {
    clock = new FixedClock(new Date('2026-01-01T12:00:00Z'));
    players = new InMemoryPlayersRepository(() => clock.now());
    sessions = new InMemorySessionsRepository();
    jwt = new JwtService({ secret: config.jwt.secret, signOptions: { algorithm: 'HS256' } });
    auth = new AuthService(
      players,
      sessions,
      cheapPasswordHasher(),
      jwt,
      clock,
      config,
      new Revocations(new InProcessEventBus()),
    );
  });

  describe('register', () => {
    it('stores an argon2id hash, never the password, and defaults the display name to the handle', async () => {
      const { player } = await auth.register({ handle: 'Alice_1', password: 'correct horse battery' });
      expect(player).toMatchObject({ handle: 'Alice_1', displayName: 'Alice_1' });
      const stored = players.rows.get(player.id);
      // At the cheap test parameters here; production's are src/auth/password-hasher.spec.ts's.
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
      expect(JSON.stringify(stored)).not.toContain('correct horse battery');
    });

    it('opens a session for the new player, as logging in would', async () => {
      const { player, accessToken, expiresAt } = await auth.register({
        handle: 'alice',
        password: 'correct horse battery',
      });
      expect(expiresAt).toEqual(new Date('2026-01-01T13:00:00Z'));
      const claims = jwt.decode<SessionClaims & { exp: number }>(accessToken);
      expect(claims).toMatchObject({ sub: player.id, exp: expiresAt.getTime() / 1000 });
      expect(sessions.rows.get(claims.jti)).toMatchObject({ playerId: player.id, expiresAt, revokedAt: null });
      await expect(auth.authenticateSession(claims)).resolves.toMatchObject({ via: 'session', playerId: player.id });
    });

    it('refuses a handle taken in another case', async () => {
      await auth.register({ handle: 'alice', password: 'correct horse battery' });
      const error = await expectDomainError(
        auth.register({ handle: 'ALICE', password: 'another password' }),
        'HANDLE_TAKEN',
      );
      expect(error.details).toEqual({ field: 'handle' });
      expect(players.rows.size).toBe(1);
      expect(sessions.rows.size).toBe(1);
    });

    it.each([
      [{ handle: 'al', password: 'long enough password' }, 'handle'],
      [{ handle: 'a'.repeat(25), password: 'long enough password' }, 'handle'],
      [{ handle: 'al ice', password: 'long enough password' }, 'handle'],
      [{ handle: 'alice', password: 'short' }, 'password'],
      [{ handle: 'alice', password: 'long enough password', displayName: '  ' }, 'displayName'],
      [{ password: 'long enough password' }, 'handle'],
      ['not an object', 'input'],
    ])('refuses %j naming the field %s, and stores nothing', async (input, field) => {
      const error = await expectDomainError(auth.register(input), 'VALIDATION_FAILED');
      expect(error.details).toEqual({ field });
      expect(error.message.startsWith(`${field}: `)).toBe(true);
      expect(players.rows.size).toBe(0);
      expect(sessions.rows.size).toBe(0);
    });
  });

  describe('login', () => {
    beforeEach(() => auth.register({ handle: 'Alice', password: 'correct horse battery' }));

    it('opens a session named by the JWT jti, expiring after JWT_TTL', async () => {
      const result = await auth.login({ handle: 'alice', password: 'correct horse battery' });
      expect(result.expiresAt).toEqual(new Date('2026-01-01T13:00:00Z'));
      const claims = jwt.decode<SessionClaims & { exp: number }>(result.accessToken);
      const session = sessions.rows.get(claims.jti);
      expect(session).toMatchObject({ playerId: claims.sub, expiresAt: result.expiresAt, revokedAt: null });
      expect(claims.exp).toBe(result.expiresAt.getTime() / 1000);
      expect(JSON.parse(Buffer.from(result.accessToken.split('.')[0], 'base64url').toString())).toMatchObject({
        alg: 'HS256',
      });
    });

    it('answers a wrong password and an unknown handle alike', async () => {
      const wrong = await expectDomainError(
        auth.login({ handle: 'alice', password: 'wrong password!' }),
        'UNAUTHENTICATED',
      );
      const unknown = await expectDomainError(
        auth.login({ handle: 'bob', password: 'wrong password!' }),
        'UNAUTHENTICATED',
      );
      expect(unknown.message).toBe(wrong.message);
      // Only the session registering opened.
      expect(sessions.rows.size).toBe(1);
    });
  });

  describe('sessions', () => {
    async function loggedIn(): Promise<SessionClaims> {
      await auth.register({ handle: 'alice', password: 'correct horse battery' });
      return jwt.decode<SessionClaims>(
        (await auth.login({ handle: 'alice', password: 'correct horse battery' })).accessToken,
      );
    }

    it('authenticates an open session', async () => {
      const claims = await loggedIn();
      await expect(auth.authenticateSession(claims)).resolves.toEqual({
        via: 'session',
        playerId: claims.sub,
        sessionId: claims.jti,
      });
    });

    it('refuses a session after logout', async () => {
      const claims = await loggedIn();
      await auth.logout({ via: 'session', playerId: claims.sub, sessionId: claims.jti });
      expect(sessions.rows.get(claims.jti)?.revokedAt).toEqual(clock.now());
      await expectDomainError(auth.authenticateSession(claims), 'UNAUTHENTICATED');
    });

    it('refuses a session once expired', async () => {
      const claims = await loggedIn();
      clock.advance(3600_000 - 1);
      await auth.authenticateSession(claims);
      clock.advance(1);
      await expectDomainError(auth.authenticateSession(claims), 'UNAUTHENTICATED');
    });

    it('refuses claims naming another player than the session', async () => {
      const claims = await loggedIn();
      await expectDomainError(
        auth.authenticateSession({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
        'UNAUTHENTICATED',
      );
    });

    it('does not let an access token log out', async () => {
      await expectDomainError(
        auth.logout({ via: 'token', playerId: 'p', tokenId: 't', scopes: ['account:read'] }),
        'FORBIDDEN',
      );
    });
  });
});
