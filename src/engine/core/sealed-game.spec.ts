import { maw } from '../games/maw/maw';
import { sealGame } from './sealed-game';

describe('sealGame configure', () => {
  const game = sealGame(maw);

  function configured(input: Record<string, unknown>) {
    const rules = game.configure(input);
    if (!rules.ok) throw new Error(rules.error.message);
    return rules.value;
  }

  it('gives every match with the same options one configured game, frozen', () => {
    const first = configured({ target: 11 });
    expect(configured({ target: 11 })).toBe(first);
    expect(configured({ ...first.options })).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.options) && Object.isFrozen(first.seatCounts)).toBe(true);
  });

  it('configures other options apart, and still refuses options the rules refuse', () => {
    const heads = configured({ target: 11 });
    const partners = configured({ target: 11, partnership: true });
    expect(partners).not.toBe(heads);
    expect(partners.sides(4)).toEqual([0, 1, 0, 1]);
    expect(heads.sides(2)).toEqual([0, 1]);
    expect(game.configure({ target: -1 }).ok).toBe(false);
  });
});
