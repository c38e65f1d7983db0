import { ClaimedJob, ClaimLoop } from './claim-loop';

/**
 * Ten turns of the event loop: the loop's wakes are immediates and its claims
 * promises, so they settle within them however loaded the machine is (a timer
 * of a few milliseconds could fire first on a stalled process).
 */
async function turn(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
}

/** A queue of numbered jobs, each held until its test finishes it. */
function harness(due: number, slots: number) {
  let next = 0;
  const claims: number[] = [];
  const finishers = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const failed: number[] = [];
  const loop = new ClaimLoop<number>({
    slots,
    pollMs: 60_000,
    claim: async (limit) => {
      claims.push(limit);
      const jobs: ClaimedJob<number>[] = [];
      while (jobs.length < limit && next < due) jobs.push({ id: `j${next}`, data: next++ });
      return jobs;
    },
    start: (jobs) =>
      jobs.map((job) => {
        const done = new Promise<void>((resolve, reject) => finishers.set(job.data, { resolve, reject }));
        return { freed: done, done };
      }),
    fail: async (job) => void failed.push(job.data),
  });
  return {
    loop,
    claims,
    failed,
    running: () => [...finishers.keys()],
    finish: (n: number, error?: Error) => {
      const f = finishers.get(n);
      finishers.delete(n);
      if (error) f?.reject(error);
      else f?.resolve();
    },
  };
}

describe('ClaimLoop', () => {
  it('claims as many jobs as it has room for in one claim, and claims again as each slot frees', async () => {
    const h = harness(10, 4);
    h.loop.wake();
    await turn();
    expect(h.claims).toEqual([4]);
    expect(h.running()).toEqual([0, 1, 2, 3]);
    h.finish(1);
    await turn();
    expect(h.claims).toEqual([4, 1]);
    expect(h.running()).toEqual([0, 2, 3, 4]);
    h.finish(0);
    h.finish(2);
    h.finish(3);
    await turn();
    // The slots freed together are claimed together.
    expect(h.claims).toEqual([4, 1, 3]);
    expect(h.running()).toEqual([4, 5, 6, 7]);
    h.loop.stop();
  });

  it('frees a slot when its work ends, before the job is completed, holding four jobs a slot at most', async () => {
    const completions: (() => void)[] = [];
    let next = 0;
    const loop = new ClaimLoop<number>({
      slots: 2,
      pollMs: 60_000,
      claim: async (limit) => Array.from({ length: limit }, () => ({ id: `j${next}`, data: next++ })),
      start: (jobs) =>
        jobs.map(() => ({ freed: Promise.resolve(), done: new Promise<void>((resolve) => completions.push(resolve)) })),
      fail: async () => undefined,
    });
    loop.wake();
    await turn();
    expect(next).toBe(8);
    completions.shift()?.();
    await turn();
    expect(next).toBe(9);
    loop.stop();
  });

  it('fails a job whose work threw, and frees its slot', async () => {
    const h = harness(2, 1);
    h.loop.wake();
    await turn();
    h.finish(0, new Error('no'));
    await turn();
    expect(h.failed).toEqual([0]);
    expect(h.running()).toEqual([1]);
    h.loop.stop();
  });

  it('looks again when woken for a job due later, without waiting for its poll', async () => {
    const h = harness(0, 2);
    h.loop.wake();
    await turn();
    expect(h.claims).toEqual([2]);
    h.loop.wakeIn(10);
    await new Promise((r) => setTimeout(r, 30));
    expect(h.claims).toEqual([2, 2]);
    h.loop.stop();
  });

  it('looks again when woken while a claim is under way, for what came due after that claim looked', async () => {
    let due = 0;
    const claims: number[] = [];
    const started: number[] = [];
    let release = () => {};
    const loop = new ClaimLoop<number>({
      slots: 2,
      pollMs: 60_000,
      claim: async (limit) => {
        claims.push(limit);
        const found = Math.min(limit, due);
        due -= found;
        if (claims.length === 1) await new Promise<void>((r) => (release = r));
        return Array.from({ length: found }, (_, i) => ({ id: `j${claims.length}-${i}`, data: claims.length }));
      },
      start: (jobs) => {
        started.push(...jobs.map((j) => j.data));
        return jobs.map(() => ({ freed: new Promise<void>(() => {}), done: new Promise<void>(() => {}) }));
      },
      fail: async () => undefined,
    });
    loop.wake();
    await turn();
    due = 1;
    loop.wake();
    await turn();
    expect(claims).toEqual([2]);
    release();
    await turn();
    expect(claims).toEqual([2, 2]);
    expect(started).toEqual([2]);
    loop.stop();
  });
});
