import { maw } from './maw';
import { testSeed } from '../../../../test/support/random-playout';

describe('Maw game object', () => {
  it('declares the contract', () => {
    expect([maw.id, maw.name, maw.rulesVersion, maw.minPlayers, maw.maxPlayers]).toEqual(['maw', 'Maw', 'maw/1', 2, 4]);
    const defaults = maw.resolveOptions(undefined);
    expect(defaults).toEqual({
      ok: true,
      value: {
        partnership: false,
        ranking: 'cotton',
        fiving: 'once',
        dealerRobsAce: false,
        followRule: 'strict',
        reneging: false,
        target: 26,
      },
    });
    if (defaults.ok) expect(maw.seatCounts(defaults.value)).toEqual([2]);
  });

  it('starts a set waiting for the eldest to decide on fiving, with no result yet', () => {
    const start = maw.setup({ players: 2, seed: testSeed(9) });
    if (!start.ok) throw new Error(start.error.message);
    const dealer = start.value.deal.dealer;
    expect(maw.decision(start.value)).toEqual({ seats: [1 - dealer], kind: 'five' });
    expect(maw.result(start.value)).toBeNull();
    expect(maw.view(start.value, 'spectator').game.number).toBe(1);
  });

  it('keeps the seed given to setup out of reach of later changes to the caller’s array', () => {
    const seed = testSeed(9);
    const start = maw.setup({ players: 2, seed });
    seed.fill(0);
    const again = maw.setup({ players: 2, seed: testSeed(9) });
    expect(start).toEqual(again);
  });
});
