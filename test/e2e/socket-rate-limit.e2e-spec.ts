import { AddressInfo } from 'node:net';
import request from 'supertest';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';
import { rawSocket } from '../support/socket-client';

/** A WebSocket's failed connection_init counts against the IP as a failed credential over HTTP does. */
describe('rate limits over WebSocket', () => {
  // Everything: 5 calls per caller, the IP's anonymous calls included.
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW: '1h' } });
  let url: string;
  let jwt: string;

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    jwt = await registerAndLogin(t.app, 'ann');
  });

  it('refuses bad credentials with 4403 until the IP has spent its budget, then with 4429, HTTP and WebSocket alike', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(await rawSocket(url, i % 2 ? { authorization: 'Bearer plr_guess' } : {}).closed);
    // Registering (answered with a session: no login) spent one of the IP's five calls.
    expect(codes).toEqual([4403, 4403, 4403, 4403, 4429, 4429]);
    const http = await request(t.app.getHttpServer())
      .get('/api/me')
      .set('authorization', 'Bearer plr_guess')
      .expect(429);
    expect(http.body.error.code).toBe('RATE_LIMITED');
  });

  it('still lets a good credential connect from that IP: it is counted against its player, not the IP', async () => {
    const socket = rawSocket(url, { authorization: `Bearer ${jwt}` });
    await socket.acked;
    socket.socket.close();
    expect(await socket.closed).toBe(1005);
  });
});
