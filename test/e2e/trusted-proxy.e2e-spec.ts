import request from 'supertest';
import { useTestApp } from '../support/app';

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  // Three password attempts an hour per client address.
  const t = useTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_WINDOW: '1h' } });
  const login = (forwardedFor: string) =>
    request(t.app.getHttpServer()).post('/api/auth/login').set('x-forwarded-for', forwardedFor).send({ handle: 'nobody', password: 'correct horse battery' });

  it('takes the address the proxy saw, whatever a client writes before it', async () => {
    // The proxy appends the address it saw (10.0.0.7) to whatever the client sent.
    for (let i = 1; i <= 3; i++) expect((await login(`203.0.113.${i}, 10.0.0.7`)).status).toBe(401);
    const refused = await login('203.0.113.99, 10.0.0.7');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // Another client behind the same proxy has a budget of its own.
    expect((await login('10.0.0.8')).status).toBe(401);
  });
});
