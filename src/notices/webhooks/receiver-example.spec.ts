import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { createReceiver, Notice } from '../../../examples/webhook-receiver/receiver';
import { WebhookSender } from './webhook-sender';
import { newWebhookSecret, signatureHeaders } from './webhook-signature';

/** The receiver third parties are shown (examples/webhook-receiver), fed by the real sender. */
describe('the example receiver', () => {
  const secret = newWebhookSecret();
  const notices: Notice[] = [];
  let handlerDone: Promise<void> = Promise.resolve();
  let handlerThrows: Error | null = null;
  let server: Server;
  let url: string;
  const sender = new WebhookSender({ allowPrivate: true, timeoutMs: 2000 });
  const notice = (id: string) =>
    JSON.stringify({ type: 'YOUR_TURN', data: { matchId: 'm_1', seq: Number(id.slice(-1)) } });

  beforeAll(async () => {
    server = createReceiver({
      secret,
      onNotice: (n) => {
        notices.push(n);
        if (handlerThrows) throw handlerThrows;
        return handlerDone;
      },
      rememberIds: 3,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/parlour`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => notices.splice(0));

  const handled = () => new Promise((resolve) => setImmediate(resolve));

  it('accepts a signed delivery with a 2xx and hands the notice on', async () => {
    expect(await sender.send({ url, id: 'ntc_1', body: notice('ntc_1'), secrets: [secret] })).toMatchObject({
      ok: true,
      status: 204,
    });
    await handled();
    expect(notices).toEqual([{ id: 'ntc_1', payload: JSON.parse(notice('ntc_1')) }]);
  });

  it('answers before its handler has finished', async () => {
    let finish!: () => void;
    handlerDone = new Promise((resolve) => (finish = resolve));
    const result = await sender.send({ url, id: 'ntc_2', body: notice('ntc_2'), secrets: [secret] });
    expect(result).toMatchObject({ ok: true, status: 204 });
    await handled();
    expect(notices.map((n) => n.id)).toEqual(['ntc_2']);
    finish();
    handlerDone = Promise.resolve();
  });

  it('logs a handler that throws, and goes on serving', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handlerThrows = new Error('the handler broke');
    try {
      expect((await sender.send({ url, id: 'ntc_b', body: notice('ntc_b'), secrets: [secret] })).status).toBe(204);
      await handled();
      await handled();
      expect(logged).toHaveBeenCalledWith('notice ntc_b:', handlerThrows);
    } finally {
      handlerThrows = null;
      logged.mockRestore();
    }
    expect((await sender.send({ url, id: 'ntc_c', body: notice('ntc_c'), secrets: [secret] })).status).toBe(204);
    await handled();
    expect(notices.map((n) => n.id)).toEqual(['ntc_b', 'ntc_c']);
  });

  it('acknowledges a duplicate webhook-id without handing it on again', async () => {
    expect((await sender.send({ url, id: 'ntc_3', body: notice('ntc_3'), secrets: [secret] })).status).toBe(204);
    // A retry: same id, a new timestamp and signature.
    expect(await sender.send({ url, id: 'ntc_3', body: notice('ntc_3'), secrets: [secret] })).toMatchObject({
      ok: true,
      status: 200,
      responseBody: 'already had it',
    });
    await handled();
    expect(notices.map((n) => n.id)).toEqual(['ntc_3']);
  });

  it('forgets the oldest ids past its bound', async () => {
    for (const id of ['ntc_4', 'ntc_5', 'ntc_6']) await sender.send({ url, id, body: notice(id), secrets: [secret] });
    // Remembers 3: ntc_3 is forgotten, ntc_6 is not.
    expect((await sender.send({ url, id: 'ntc_3', body: notice('ntc_3'), secrets: [secret] })).status).toBe(204);
    expect((await sender.send({ url, id: 'ntc_6', body: notice('ntc_6'), secrets: [secret] })).status).toBe(200);
  });

  it('verifies during a rotation: signed with the new and the old secret, it knows either', async () => {
    const next = newWebhookSecret();
    expect(await sender.send({ url, id: 'ntc_7', body: notice('ntc_7'), secrets: [next, secret] })).toMatchObject({
      status: 204,
    });
  });

  it('refuses a delivery signed with another secret', async () => {
    expect(await sender.send({ url, id: 'ntc_8', body: notice('ntc_8'), secrets: [newWebhookSecret()] })).toMatchObject(
      {
        ok: false,
        status: 401,
      },
    );
  });

  it('refuses a tampered body, and does not count its id as seen', async () => {
    const body = notice('ntc_9');
    const headers = signatureHeaders({
      id: 'ntc_9',
      timestampSeconds: Math.floor(Date.now() / 1000),
      body,
      secrets: [secret],
    });
    const tampered = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: body.replace('"seq":9', '"seq":10'),
    });
    expect(tampered.status).toBe(401);
    const genuine = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    expect(genuine.status).toBe(204);
    await handled();
    expect(notices.map((n) => n.id)).toEqual(['ntc_9']);
  });

  it('refuses a stale timestamp (a replay) and missing headers', async () => {
    const body = notice('ntc_a');
    const stale = signatureHeaders({
      id: 'ntc_a',
      timestampSeconds: Math.floor(Date.now() / 1000) - 600,
      body,
      secrets: [secret],
    });
    expect((await fetch(url, { method: 'POST', headers: stale, body })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', body })).status).toBe(401);
    expect((await fetch(url)).status).toBe(405);
    expect((await fetch(url, { method: 'POST', headers: stale, body: 'x'.repeat(300 * 1024) })).status).toBe(413);
    expect(notices).toEqual([]);
  });
});
