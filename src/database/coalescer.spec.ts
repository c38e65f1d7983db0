import { Coalescer } from './coalescer';

/** A run that records its batches and answers only when told to. */
function recorder<I>() {
  const batches: I[][] = [];
  const waiting: (() => void)[] = [];
  const run = (inputs: readonly I[]): Promise<string[]> =>
    new Promise((resolve) => {
      batches.push([...inputs]);
      waiting.push(() => resolve(inputs.map((i) => `done ${String(i)}`)));
    });
  const answerOldest = async (): Promise<void> => {
    waiting.shift()?.();
    await turn(); // the answer settles the batch, which schedules the next
    await turn(); // and that one goes out
  };
  return { batches, run, answerOldest, waiting };
}

/** Lets the event loop go round once, so scheduled batches go out. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('sends a lone call at once, by itself', async () => {
    const r = recorder<number>();
    const c = new Coalescer(r.run, { maxInFlight: 1, maxBatch: 10 });
    const answer = c.call(1);
    await turn();
    expect(r.batches).toEqual([[1]]);
    await r.answerOldest();
    await expect(answer).resolves.toBe('done 1');
  });

  it('sends the calls of one turn together, and those that arrive while the batches are out in the next one', async () => {
    const r = recorder<number>();
    const c = new Coalescer(r.run, { maxInFlight: 1, maxBatch: 10 });
    const first = [c.call(1), c.call(2)];
    await turn();
    const second = [c.call(3), c.call(4), c.call(5)];
    await turn();
    expect(r.batches).toEqual([[1, 2]]);
    await r.answerOldest();
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    await r.answerOldest();
    await expect(Promise.all([...first, ...second])).resolves.toEqual([
      'done 1',
      'done 2',
      'done 3',
      'done 4',
      'done 5',
    ]);
  });

  it('keeps up to maxInFlight batches out and no batch above maxBatch', async () => {
    const r = recorder<number>();
    const c = new Coalescer(r.run, { maxInFlight: 2, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5].map((i) => c.call(i));
    await turn();
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await r.answerOldest();
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
    await r.answerOldest();
    await r.answerOldest();
    await expect(Promise.all(all)).resolves.toHaveLength(5);
  });

  it('never puts two calls with one key in a batch, nor sends one while the other is out', async () => {
    const r = recorder<string>();
    const c = new Coalescer(r.run, { maxInFlight: 2, maxBatch: 10, keyOf: (s) => s[0] });
    const all = ['a1', 'b1', 'a2', 'c1', 'a3'].map((s) => c.call(s));
    await turn();
    expect(r.batches).toEqual([['a1', 'b1', 'c1']]);
    await r.answerOldest();
    expect(r.batches).toEqual([['a1', 'b1', 'c1'], ['a2']]);
    await r.answerOldest();
    expect(r.batches.at(-1)).toEqual(['a3']);
    await r.answerOldest();
    await expect(Promise.all(all)).resolves.toEqual(['done a1', 'done b1', 'done a2', 'done c1', 'done a3']);
  });

  it('fails every call of a batch whose run fails, and goes on with the next', async () => {
    let fail = true;
    const c = new Coalescer(
      async (inputs: readonly number[]) => {
        if (fail) throw new Error('connection lost');
        return inputs.map((i) => i * 10);
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    const failed = [c.call(1), c.call(2)].map((p) => p.catch((e: Error) => e.message));
    await expect(Promise.all(failed)).resolves.toEqual(['connection lost', 'connection lost']);
    fail = false;
    await expect(c.call(3)).resolves.toBe(30);
  });

  it('fails the batch when run throws at once, or answers the wrong number of calls', async () => {
    const throwing = new Coalescer<number, number>(
      () => {
        throw new Error('bad statement');
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    await expect(throwing.call(1)).rejects.toThrow('bad statement');
    const short = new Coalescer(async () => [1], { maxInFlight: 1, maxBatch: 10 });
    const both = [short.call(1), short.call(2)].map((p) => p.catch((e: Error) => e.message));
    await expect(Promise.all(both)).resolves.toEqual(['a batch of 2 got 1 answers', 'a batch of 2 got 1 answers']);
  });

  it('runs each call of a failed batch alone when the error allows it, so one bad call fails only itself', async () => {
    const runs: number[][] = [];
    const c = new Coalescer(
      async (inputs: readonly number[]) => {
        runs.push([...inputs]);
        if (inputs.includes(2)) throw new Error(inputs.length > 1 ? 'the statement failed' : 'bad input 2');
        return inputs.map((i) => i * 10);
      },
      { maxInFlight: 1, maxBatch: 10, retryAlone: (e) => (e as Error).message === 'the statement failed' },
    );
    const all = [1, 2, 3].map((i) => c.call(i).catch((e: Error) => e.message));
    await expect(Promise.all(all)).resolves.toEqual([10, 'bad input 2', 30]);
    expect(runs).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
