import request from 'supertest';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';

describe('a method a path does not answer', () => {
  // With CORS on, its preflight route takes OPTIONS on every path: still no method is allowed on an unknown one.
  const t = useTestApp({ env: { CORS_ORIGINS: '*' } });
  const http = () => request(t.app.getHttpServer());

  it('is 405 METHOD_NOT_ALLOWED naming in Allow the methods the path answers, before any credential is asked', async () => {
    const bearer = await registerAndLogin(t.app, 'ann');
    const list = await http().delete('/api/matches').set('authorization', `Bearer ${bearer}`).expect(405);
    expect(list.headers.allow).toBe('GET, HEAD, POST');
    expect(list.body.error).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(list.headers['x-request-id']).toEqual(expect.any(String));
    const moves = await http().get('/api/matches/0d6f5a9e-4a8e-4f5e-9a51-1c2f4b7e8d90/moves').expect(405);
    expect(moves.headers.allow).toBe('POST');
    await http().put('/api/me').expect(405).expect('allow', 'GET, HEAD, PATCH');
  });

  it('leaves an unknown path 404, whatever the method', async () => {
    for (const method of ['get', 'post', 'delete'] as const) {
      const res = await http()[method]('/api/nothing-here').expect(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
