import { ENGINES } from '../support/engines';
import { commitment, seedFromHex } from '../../src/engine';
import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { GroundTruth } from '../support/ground-truth';
import { MatchClient } from '../support/match-client';
import { playMatch, unredactedMoves } from '../support/play-match';
import { xorshift } from '../support/random-playout';

describe('a whole partnership Maw set over REST', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const seats: MatchClient[] = [];

  beforeAll(async () => {
    for (const handle of ['ann', 'ben', 'cat', 'dan'])
      seats.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
  });

  it('is played to 26 by four players, partners opposite, and its result is the one its log and seed give', async () => {
    const played = await playMatch(seats, 'maw', { partnership: true }, xorshift(1593));
    const { end, log } = played;
    expect(end.status).toBe('finished');
    expect((end.players as { handle: string; seat: number }[]).map((p) => [p.handle, p.seat])).toEqual(
      seats.map((c, i) => [c.handle, i]),
    );

    // Partners (seats 0+2, 1+3) share their side's score and rank; the winning side reached the target, the other did not.
    const result = end.result as { reason: string; standings: { seat: number; rank: number; score: number }[] };
    expect(result.reason).toBe('TARGET_REACHED');
    const [s0, s1, s2, s3] = result.standings;
    expect([s2.rank, s2.score, s3.rank, s3.score]).toEqual([s0.rank, s0.score, s1.rank, s1.score]);
    const winner = s0.rank === 1 ? s0 : s1;
    const loser = s0.rank === 1 ? s1 : s0;
    expect([winner.rank, loser.rank]).toEqual([1, 2]);
    expect(winner.score).toBeGreaterThanOrEqual(26);
    expect(loser.score).toBeLessThan(26);
    expect((end.view as { scores: number[] }).scores).toEqual([s0.score, s1.score]);

    // Every move was chosen by the seat whose decision it was; only a hand's last card is played for its holder.
    expect(played.chosen.length).toBeGreaterThan(40);
    const moves = log.filter((e) => e.kind === 'move');
    expect(moves.filter((e) => !e.forced).map((e) => e.seat)).toEqual(played.chosen.map((c) => c.seat));
    const forced = moves.filter((e) => e.forced);
    expect(forced.length).toBeGreaterThan(0);
    for (const e of forced) expect(e.move?.type).toBe('play');

    // The revealed seed matches the commitment, and replaying the log from it gives the same result.
    const seed = seedFromHex(end.seed as string);
    expect(seed && commitment(played.id, seed)).toBe(end.commitment);
    const truth = GroundTruth.rebuild(
      'maw',
      4,
      { partnership: true },
      end.seed as string,
      4,
      await unredactedMoves(seats, played.id),
    );
    expect(ENGINES.get('maw')?.result(truth.stateAt(end.seq))).toEqual(end.result);
  });
});
