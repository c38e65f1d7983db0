import type { Client } from 'graphql-ws';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';
import { socketClient, socketOperation } from '../support/socket-client';

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  // Three password attempts an hour per client address.
  const t = useTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_WINDOW: '1h' } });
  const login = (forwardedFor: string) =>
    request(t.app.getHttpServer())
      .post('/api/auth/login')
      .set('x-forwarded-for', forwardedFor)
      .send({ handle: 'nobody', password: 'correct horse battery' });

  it('takes the address the proxy saw, whatever a client writes before it', async () => {
    // The proxy appends the address it saw (10.0.0.7) to whatever the client sent.
    for (let i = 1; i <= 3; i++) expect((await login(`203.0.113.${i}, 10.0.0.7`)).status).toBe(401);
    const refused = await login('203.0.113.99, 10.0.0.7');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // Another client behind the same proxy has a budget of its own.
    expect((await login('10.0.0.8')).status).toBe(401);
  });

  it('counts an IPv6 client by its /56, so changing addresses within it gains nothing', async () => {
    for (const address of ['2001:db8:0:100::1', '2001:db8:0:1ff::2', '2001:DB8:0:1ab:ffff:1:2:3'])
      expect((await login(address)).status).toBe(401);
    expect((await login('2001:db8:0:1cd::9')).status).toBe(429);
    // The next /56, and an IPv4 client arriving IPv4-mapped, have budgets of their own.
    expect((await login('2001:db8:0:200::1')).status).toBe(401);
    expect((await login('::ffff:198.51.100.4')).status).toBe(401);
  });

  it('counts an IPv4-mapped address as the IPv4 client it is', async () => {
    for (let i = 0; i < 3; i++) expect((await login(i % 2 ? '198.51.100.5' : '::ffff:198.51.100.5')).status).toBe(401);
    expect((await login('198.51.100.5')).status).toBe(429);
  });

  it('takes the address the proxy saw for operations over WebSocket too', async () => {
    await t.app.listen(0, '127.0.0.1');
    const url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    const jwt = await registerAndLogin(t.app, 'ann');
    const sockets: Client[] = [];
    const wrongPassword = (forwardedFor: string) => {
      const socket = socketClient(url, jwt, { 'x-forwarded-for': forwardedFor });
      sockets.push(socket);
      return socketOperation(socket, 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', {
        input: { handle: 'ann', password: 'not her password' },
      });
    };
    const codeOf = async (forwardedFor: string) => (await wrongPassword(forwardedFor)).errors?.[0]?.extensions?.code;
    try {
      for (let i = 1; i <= 3; i++) expect(await codeOf(`192.0.2.${i}, 10.0.0.9`)).toBe('UNAUTHENTICATED');
      expect(await codeOf('192.0.2.99, 10.0.0.9')).toBe('RATE_LIMITED');
      // Another client behind the same proxy, over its own socket, has a budget of its own.
      expect(await codeOf('10.0.0.10')).toBe('UNAUTHENTICATED');
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  });
});
