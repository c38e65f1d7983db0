import { Logger } from '@nestjs/common';
import { AddressInfo, createConnection, createServer, Server } from 'node:net';
import { RedisProxy } from '../../test/support/redis-proxy';
import { BUS_DOWN_POLL_MS, BusMessage, EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { RedisEventBus } from './redis-event-bus';
import { within } from '../../test/support/wait';

/** Collects what a listener receives, and lets a test wait for the n-th message. */
function recorder(): {
  messages: BusMessage[];
  listener: (m: BusMessage) => void;
  received: (n: number) => Promise<void>;
} {
  const messages: BusMessage[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    messages,
    listener: (m) => {
      messages.push(m);
      for (const w of waiting.filter((w) => messages.length >= w.n)) w.resolve();
    },
    received: (n) =>
      messages.length >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve })),
  };
}

/** The contract both adapters keep; `pair` gives two buses that share channels (two instances). */
function behavesAsAnEventBus(pair: () => Promise<[EventBus, EventBus]>): void {
  let a: EventBus;
  let b: EventBus;
  beforeEach(async () => {
    [a, b] = await pair();
  });
  afterEach(async () => {
    await a.close();
    if (b !== a) await b.close();
  });

  it('delivers what is published after subscribe resolves, in order, on that channel only', async () => {
    const channel = `match.${Math.random()}`;
    const r = recorder();
    const other = recorder();
    await b.subscribe(channel, r.listener);
    await b.subscribe(`${channel}.other`, other.listener);
    for (let seq = 0; seq < 5; seq++) await a.publish(channel, { seq });
    await r.received(5);
    expect(r.messages).toEqual([0, 1, 2, 3, 4].map((seq) => ({ seq })));
    expect(other.messages).toEqual([]);
  });

  it('stops delivering to a listener that unsubscribed, and keeps the others', async () => {
    const channel = `match.${Math.random()}`;
    const gone = recorder();
    const stays = recorder();
    const unsubscribe = await b.subscribe(channel, gone.listener);
    await b.subscribe(channel, stays.listener);
    await a.publish(channel, { n: 1 });
    await gone.received(1);
    await unsubscribe();
    await a.publish(channel, { n: 2 });
    await stays.received(2);
    expect(gone.messages).toEqual([{ n: 1 }]);
    expect(stays.messages).toEqual([{ n: 1 }, { n: 2 }]);
  });
}

describe('InProcessEventBus', () => {
  behavesAsAnEventBus(async () => {
    const bus = new InProcessEventBus();
    return [bus, bus];
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)(
  `RedisEventBus${redisUrl ? '' : ' (skipped: set REDIS_URL to run against Redis)'}`,
  () => {
    behavesAsAnEventBus(async () => [new RedisEventBus(redisUrl ?? ''), new RedisEventBus(redisUrl ?? '')]);

    it('takes subscriptions made while its connection is still starting, on a slow Redis', async () => {
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const proxy = await slowProxy(new URL(redisUrl ?? ''), 300);
      const slow = new RedisEventBus(proxy.url);
      const fast = new RedisEventBus(redisUrl ?? '');
      try {
        // Connected, but Redis's first answers are still on their way.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const r = recorder();
        await within(2000, slow.subscribe('slow.start', r.listener), 'subscribe');
        await fast.publish('slow.start', { n: 1 });
        await within(2000, r.received(1), 'the message');
        expect(r.messages).toEqual([{ n: 1 }]);
        expect(warnings).not.toHaveBeenCalled();
      } finally {
        await Promise.all([slow.close(), fast.close()]);
        proxy.server.close();
        warnings.mockRestore();
      }
    });

    it('never rejects nor waits while Redis is gone: listeners look again each second, and hear every instance once it is back', async () => {
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const proxy = await RedisProxy.start(redisUrl ?? '');
      const cut = new RedisEventBus(proxy.url);
      const other = new RedisEventBus(redisUrl ?? '');
      try {
        const stays = recorder();
        const gone = await cut.subscribe('outage.a', () => undefined);
        await cut.subscribe('outage.a', stays.listener);
        await within(
          2000,
          waitFor(() => cut.delivering),
          'connected',
        );
        await proxy.cut();
        // A command in flight fails: nothing waits for ioredis's retries (MaxRetriesPerRequestError, seconds later).
        const started = Date.now();
        await within(1500, cut.publish('outage.a', { n: 0 }), 'publish');
        await within(1500, gone(), 'unsubscribe');
        const later = recorder();
        const unsubscribeLater = await within(1500, cut.subscribe('outage.b', later.listener), 'subscribe');
        expect(Date.now() - started).toBeLessThan(2500);
        expect(cut.delivering).toBe(false);
        // While down, an empty message each BUS_DOWN_POLL_MS: the listener reads the truth elsewhere.
        await within(3 * BUS_DOWN_POLL_MS, stays.received(2), 'look again');
        expect(stays.messages.every((m) => Object.keys(m).length === 0)).toBe(true);
        await proxy.restore();
        await within(
          5000,
          waitFor(() => cut.delivering),
          'back',
        );
        const before = later.messages.length;
        await other.publish('outage.b', { n: 1 });
        await within(2000, later.received(before + 1), 'a message after the outage');
        expect(later.messages.slice(before).filter((m) => Object.keys(m).length > 0)).toEqual([{ n: 1 }]);
        await unsubscribeLater();
        expect(warnings).toHaveBeenCalledWith(expect.stringContaining('Redis unreachable'));
      } finally {
        await within(1500, cut.close(), 'close');
        await other.close();
        await proxy.close();
        warnings.mockRestore();
      }
    });

    it('starts without Redis and closes at once', async () => {
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const bus = new RedisEventBus('redis://127.0.0.1:1');
      try {
        const r = recorder();
        await within(1500, bus.subscribe('nowhere', r.listener), 'subscribe');
        await within(1500, bus.publish('nowhere', { n: 1 }), 'publish');
        expect(bus.delivering).toBe(false);
        await within(3 * BUS_DOWN_POLL_MS, r.received(1), 'look again');
      } finally {
        await within(500, bus.close(), 'close');
        warnings.mockRestore();
      }
    });
  },
);

async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A TCP proxy to Redis that holds back each connection's first answer for `delayMs`. */
async function slowProxy(target: URL, delayMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    let first = true;
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (!first) return void client.write(chunk);
      first = false;
      upstream.pause();
      setTimeout(() => {
        client.write(chunk);
        upstream.resume();
      }, delayMs);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
