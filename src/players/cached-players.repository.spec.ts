import { FixedClock } from '../../test/support/fixed-clock';
import { InMemoryPlayersRepository } from '../../test/support/fakes/in-memory-players.repository';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { InvalidatedCache } from '../events/invalidated-cache';
import { CachedPlayersRepository } from './cached-players.repository';

describe('CachedPlayersRepository', () => {
  let bus: InProcessEventBus;
  const clock = new FixedClock(new Date('2026-01-01T12:00:00Z'));
  beforeEach(() => {
    bus = new InProcessEventBus();
  });
  afterEach(() => bus.close());

  /** Two instances over one database and one bus. */
  async function instances(stored: InMemoryPlayersRepository): Promise<CachedPlayersRepository[]> {
    const made = [0, 1].map(
      () => new CachedPlayersRepository(stored, new InvalidatedCache('players', bus, 100, 30_000), clock),
    );
    await Promise.all(made.map((m) => m.onModuleInit()));
    return made;
  }

  it('reads only the players it does not hold', async () => {
    const stored = new InMemoryPlayersRepository(() => clock.now());
    const [a] = await instances(stored);
    const ann = await a.create({ handle: 'ann', displayName: 'Ann', passwordHash: 'x' });
    const bob = await a.create({ handle: 'bob', displayName: 'Bob', passwordHash: 'x' });
    if (!ann || !bob) throw new Error('not created');
    await a.findByIds([ann.id]);
    const reads = jest.spyOn(stored, 'findByIds');
    const found = await a.findByIds([ann.id, bob.id, 'nobody']);
    expect(found.map((p) => p.handle).sort()).toEqual(['ann', 'bob']);
    expect(reads).toHaveBeenCalledWith([bob.id, 'nobody']);
    expect(await a.findById(bob.id)).toEqual(bob);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('shows a new display name on every instance at once', async () => {
    const stored = new InMemoryPlayersRepository(() => clock.now());
    const [a, b] = await instances(stored);
    const ann = await a.create({ handle: 'ann', displayName: 'Ann', passwordHash: 'x' });
    if (!ann) throw new Error('not created');
    expect((await b.findByIds([ann.id]))[0].displayName).toBe('Ann');
    await a.updateDisplayName(ann.id, 'Lady Ann');
    expect((await b.findByIds([ann.id]))[0].displayName).toBe('Lady Ann');
  });
});
