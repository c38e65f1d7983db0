import { runArena } from './arena';

describe('the bots’ arena', () => {
  it('plays a small run to the end, the same way again from the same seed', () => {
    const plan = { seed: 'unit', maw: 6, popeJoan: 6 };
    const lines = runArena(plan);
    expect(lines.map((l) => [l.label, l.matches])).toEqual([
      ['Maw, heads up (sets)', 6],
      ['Maw, 2×2 partners (sets)', 6],
      ['Pope Joan, one heuristic among random bots at 3–5 seats (matches)', 6],
    ]);
    for (const l of lines) {
      expect(l.decisions).toBeGreaterThan(l.matches * 10);
      expect(l.wins).toBeLessThanOrEqual(l.matches);
      expect(l.heuristicRank).toBeGreaterThanOrEqual(1);
    }
    const figures = (ls: typeof lines) => ls.map(({ seconds: _, ...figure }) => figure);
    expect(figures(runArena(plan))).toEqual(figures(lines));
    expect(figures(runArena({ ...plan, seed: 'other' }))).not.toEqual(figures(lines));
  });

  it('plays only what it is asked to', () => {
    expect(runArena({ seed: 'unit', maw: 0, popeJoan: 2 }).map((l) => l.matches)).toEqual([2]);
  });
});
