import { LoggedMove } from '../../core/game';
import { replay } from '../../core/replay';
import { seedFromHex } from '../../random/commitment';
import { COMPARTMENTS } from './compartments';
import { readDeal } from './deal-record';
import { popeJoan } from './pope-joan';
import three from './golden/3-players-defaults.json';
import five from './golden/5-players-defaults.json';
import eight from './golden/8-players-defaults.json';
import variants from './golden/4-players-variants.json';

/**
 * Golden playthroughs: fixed seeds, whole matches, the final counters and the
 * outcome of every deal checked in as data (written by npm run
 * golden:pope-joan). A rules change that alters them must bump rulesVersion.
 */
const GOLDEN = {
  '3-players-defaults': three,
  '5-players-defaults': five,
  '8-players-defaults': eight,
  '4-players-variants': variants,
};

describe('Pope Joan golden playthroughs', () => {
  it.each(Object.entries(GOLDEN))('%s replays to the recorded end', (_name, golden) => {
    expect(golden.rulesVersion).toBe(popeJoan.rulesVersion);
    const seed = seedFromHex(golden.seed);
    if (!seed) throw new Error('bad seed in golden file');
    const moves: LoggedMove[] = golden.moves.map((line) => {
      const [seat, text] = line.split(' ');
      return { seat: Number(seat), text };
    });
    const outcome = replay(popeJoan, { players: golden.players, options: golden.options, seed }, moves);
    if (!outcome.ok)
      throw new Error(
        'setupError' in outcome ? outcome.setupError.message : `move ${outcome.index}: ${outcome.error.message}`,
      );
    const end = outcome.state;
    expect(end.counters).toEqual(golden.final.counters);
    expect(Object.fromEntries(COMPARTMENTS.map((name, i) => [name, end.board[i]]))).toEqual(golden.final.board);
    expect(popeJoan.result(end)).toEqual(golden.final.result);
    expect(
      end.record.map(readDeal).map((r) => ({ deal: r.number, dealer: r.dealer, outcome: r.outcome, winner: r.winner })),
    ).toEqual(golden.deals);
    expect(popeJoan.decision(end)).toBeNull();
  });
});
