import { BusMessage, EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { RedisEventBus } from './redis-event-bus';

/** Collects what a listener receives, and lets a test wait for the n-th message. */
function recorder(): { messages: BusMessage[]; listener: (m: BusMessage) => void; received: (n: number) => Promise<void> } {
  const messages: BusMessage[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    messages,
    listener: (m) => {
      messages.push(m);
      for (const w of waiting.filter((w) => messages.length >= w.n)) w.resolve();
    },
    received: (n) => (messages.length >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve }))),
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
(redisUrl ? describe : describe.skip)(`RedisEventBus${redisUrl ? '' : ' (skipped: set REDIS_URL to run against Redis)'}`, () => {
  behavesAsAnEventBus(async () => [new RedisEventBus(redisUrl ?? ''), new RedisEventBus(redisUrl ?? '')]);
});
