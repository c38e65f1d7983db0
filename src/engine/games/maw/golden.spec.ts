import { replay } from '../../core/replay';
import { seedFromHex } from '../../random/commitment';
import { maw } from './maw';
import partnership from './golden/partnership.json';
import twoPlayers from './golden/two-players-default.json';
import variants from './golden/variants.json';

// Fixed seeds played through once and checked in (regenerate: npm run golden:maw).
// A failure means the rules now replay an old log differently: bump rulesVersion.
describe('Maw golden playthroughs', () => {
  for (const golden of [twoPlayers, partnership, variants]) {
    it(`${golden.name}: replays ${golden.moves.length} moves to ${golden.scores.join('-')} after ${golden.games} games`, () => {
      expect(golden.rulesVersion).toBe(maw.rulesVersion);
      const seed = seedFromHex(golden.seed);
      if (!seed) throw new Error('bad seed in golden file');
      const end = replay(maw, { players: golden.players, options: golden.options, seed }, golden.moves);
      if (!end.ok) throw new Error(`refused move ${'index' in end ? end.index : '?'}`);
      expect(end.applied).toBe(golden.moves.length);
      expect(end.state.deal.number).toBe(golden.games);
      expect(end.state.scores).toEqual(golden.scores);
      expect(maw.result(end.state)).toEqual(golden.result);
      expect(maw.decision(end.state)).toBeNull();
      for (const m of golden.moves) {
        const parsed = maw.parseMove(m.seat, m.text);
        expect(parsed.ok && maw.formatMove(parsed.value)).toBe(m.text);
      }
    });
  }
});
