import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { FixedClock } from '../../test/support/fixed-clock';
import { SessionTokenVerifier, VERIFIED_TOKENS_CAPACITY } from './session-token-verifier';

/** A player or session id, as the database makes them. */
const P1 = '0b5e0a3c-6a46-4b6e-9c55-2f3d1c7e8a01';
const P2 = '0b5e0a3c-6a46-4b6e-9c55-2f3d1c7e8a02';
const S1 = '5d2c7f4e-1b3a-4c8d-9e6f-a1b2c3d4e5f1';
const session = (i: number): string => `5d2c7f4e-1b3a-4c8d-9e6f-${i.toString(16).padStart(12, '0')}`;

describe('SessionTokenVerifier', () => {
  const secret = 'a test secret of at least 32 characters';
  const start = new Date('2026-01-01T12:00:00Z');
  const inAnHour = Math.floor(start.getTime() / 1000) + 3600;
  let clock: FixedClock;
  let jwt: JwtService;
  let verifier: SessionTokenVerifier;

  // As the auth module configures it: a KeyObject, or jsonwebtoken first tries the secret as a public key.
  const key = createSecretKey(Buffer.from(secret)) as unknown as string;
  const signer = new JwtService({ secret: key, signOptions: { algorithm: 'HS256' } });
  const token = (claims: Record<string, unknown>, other?: string): string =>
    (other === undefined ? signer : new JwtService({ secret: other, signOptions: { algorithm: 'HS256' } })).sign(
      claims,
    );

  beforeEach(() => {
    clock = new FixedClock(start);
    jwt = new JwtService({ secret: key, verifyOptions: { algorithms: ['HS256'] } });
    verifier = new SessionTokenVerifier(jwt, clock);
  });

  it('gives the player and session of a valid token', () => {
    expect(verifier.verify(token({ sub: P1, jti: S1, exp: inAnHour }))).toEqual({
      sub: P1,
      jti: S1,
      exp: inAnHour,
    });
  });

  it.each([
    [
      'signed with another secret',
      token({ sub: P1, jti: S1, exp: inAnHour }, 'another secret of at least 32 characters'),
    ],
    [
      'with its payload changed',
      (() => {
        const [head, , signature] = token({ sub: P1, jti: S1, exp: inAnHour }).split('.');
        const payload = Buffer.from(JSON.stringify({ sub: P2, jti: S1, exp: inAnHour })).toString('base64url');
        return `${head}.${payload}.${signature}`;
      })(),
    ],
    ['without a session id', token({ sub: P1, exp: inAnHour })],
    ['without an expiry', token({ sub: P1, jti: S1 })],
    ['not a JWT', 'not.a.jwt'],
    ['whose session id is not an id', token({ sub: P1, jti: 's1', exp: inAnHour })],
    ['whose player id is not an id', token({ sub: 'p1', jti: S1, exp: inAnHour })],
    ['expired by the clock', token({ sub: P1, jti: S1, exp: Math.floor(start.getTime() / 1000) - 1 })],
  ])('refuses a token %s', (_, credential) => {
    expect(verifier.verify(credential)).toBeNull();
  });

  it('checks the signature of a token once, and its expiry every time', () => {
    const verify = jest.spyOn(jwt, 'verify');
    const credential = token({ sub: P1, jti: S1, exp: inAnHour });
    expect(verifier.verify(credential)).not.toBeNull();
    clock.advance(3599_000);
    expect(verifier.verify(credential)).not.toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    clock.advance(1000);
    expect(verifier.verify(credential)).toBeNull();
  });

  it('remembers a bounded number of tokens, forgetting the oldest first', () => {
    const verify = jest.spyOn(jwt, 'verify');
    const tokens = Array.from({ length: VERIFIED_TOKENS_CAPACITY + 1 }, (_, i) =>
      token({ sub: P1, jti: session(i), exp: inAnHour }),
    );
    for (const credential of tokens) verifier.verify(credential);
    verify.mockClear();
    verifier.verify(tokens[VERIFIED_TOKENS_CAPACITY]);
    verifier.verify(tokens[1]);
    expect(verify).not.toHaveBeenCalled();
    expect(verifier.verify(tokens[0])).not.toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
