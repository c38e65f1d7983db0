import request from 'supertest';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';

const PAGE = 'https://cards.example';

describe('web pages on the origins in CORS_ORIGINS', () => {
  const t = useTestApp({ env: { CORS_ORIGINS: `${PAGE}, http://localhost:5173` } });
  const http = () => request(t.app.getHttpServer());
  const preflight = (path: string, origin: string, method = 'POST') =>
    http()
      .options(path)
      .set('origin', origin)
      .set('access-control-request-method', method)
      .set('access-control-request-headers', 'authorization, content-type, idempotency-key');

  it('get a preflight answered for a move, with what they asked to send', async () => {
    const res = await preflight('/api/matches/any-id/moves', PAGE).expect(204);
    expect(res.headers['access-control-allow-origin']).toBe(PAGE);
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PATCH, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe('authorization, content-type, idempotency-key');
    expect(res.headers['access-control-max-age']).toBe('7200');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/\bOrigin\b/);
    await preflight('/graphql', 'http://localhost:5173')
      .expect(204)
      .expect('access-control-allow-origin', 'http://localhost:5173');
  });

  it('read answers, their ETag and rate-limit headers included, and errors too', async () => {
    const games = await http().get('/api/games').set('origin', PAGE).expect(200);
    expect(games.headers['access-control-allow-origin']).toBe(PAGE);
    expect(games.headers['access-control-expose-headers']).toBe(
      'ETag, Link, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, X-Request-Id',
    );
    const bearer = await registerAndLogin(t.app, 'ann');
    const me = await http()
      .post('/graphql')
      .set('origin', PAGE)
      .set('authorization', `Bearer ${bearer}`)
      .send({ query: '{ me { handle } }' })
      .expect(200);
    expect(me.headers['access-control-allow-origin']).toBe(PAGE);
    expect(me.body.data.me.handle).toBe('ann');
    const refused = await http().get('/api/me').set('origin', PAGE).expect(401);
    expect(refused.headers['access-control-allow-origin']).toBe(PAGE);
  });

  it('are the only ones: another origin gets no grant, so its browser keeps the answer from it', async () => {
    const asked = await preflight('/api/matches', 'https://elsewhere.example').expect(204);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    const read = await http().get('/api/games').set('origin', 'https://elsewhere.example').expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  const t = useTestApp();

  it('grants no page on another origin anything', async () => {
    const http = () => request(t.app.getHttpServer());
    const asked = await http().options('/api/matches').set('origin', PAGE).set('access-control-request-method', 'POST');
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    const read = await http().get('/api/games').set('origin', PAGE).expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with CORS_ORIGINS=*', () => {
  const t = useTestApp({ env: { CORS_ORIGINS: '*' } });

  it('grants every origin, never with credentials', async () => {
    const read = await request(t.app.getHttpServer())
      .get('/api/games')
      .set('origin', 'https://anywhere.example')
      .expect(200);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
