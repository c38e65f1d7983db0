import { GroupCommit } from './group-commit';

/** A write that waits until released, recording each group it was given. */
function heldWrites() {
  const groups: number[][] = [];
  const releases: (() => void)[] = [];
  const write = (items: readonly number[]) =>
    new Promise<void>((resolve) => {
      groups.push([...items]);
      releases.push(resolve);
    });
  return { groups, write, release: () => releases.shift()?.() };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('GroupCommit', () => {
  it('writes an item at once when idle, and everything added meanwhile in the next write', async () => {
    const { groups, write, release } = heldWrites();
    const commit = new GroupCommit(write);
    const added = [1, 2, 3, 4].map((n) => commit.add(n));
    await turn();
    expect(groups).toEqual([[1]]);
    release();
    await turn();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    release();
    await Promise.all(added);
    const late = commit.add(5);
    await turn();
    expect(groups).toEqual([[1], [2, 3, 4], [5]]);
    release();
    await late;
  });

  it('keeps a write to its maximum, and rejects the items of a write that failed, only those', async () => {
    let calls = 0;
    const sizes: number[] = [];
    const commit = new GroupCommit<number>(async (items) => {
      sizes.push(items.length);
      if (calls++ === 0) throw new Error('the database is away');
    }, 2);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => commit.add(n)));
    expect(sizes).toEqual([1, 2, 2]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
