import { ENGINES } from '../support/engines';
import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { GroundTruth } from '../support/ground-truth';
import { MatchClient } from '../support/match-client';
import { playMatch, unredactedMoves } from '../support/play-match';
import { xorshift } from '../support/random-playout';
import { PopeJoanState } from '../../src/engine/games/pope-joan/state';
import { parseCard } from '../../src/engine';

interface PopeJoanEnd {
  readonly counters: number[];
  readonly board: Record<string, number>;
}

describe('whole Pope Joan matches over REST, 3 to 8 players', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100' } });
  const seats: MatchClient[] = [];
  const pick = xorshift(1732);

  beforeAll(async () => {
    for (const handle of ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal'])
      seats.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
  });

  // Few counters at 7 and 8 players keep those matches short (bankruptcies end them early).
  it.each([
    [3, 20],
    [4, 20],
    [5, 10],
    [6, 10],
    [7, 5],
    [8, 5],
  ])(
    '%i players, %i counters each: played to a result, every follow-on played by the server for its holder',
    async (players, startingCounters) => {
      const options = { deals: 1, startingCounters };
      const played = await playMatch(seats.slice(0, players), 'pope-joan', options, pick);
      const { end, log } = played;
      expect(end.status).toBe('finished');

      // Counters are conserved between the players and the board, and the standings rank the counters.
      const view = end.view as unknown as PopeJoanEnd;
      const board = Object.values(view.board).reduce((a, b) => a + b, 0);
      expect(view.counters.reduce((a, b) => a + b, 0) + board).toBe(players * startingCounters);
      const result = end.result as { reason: string; standings: { seat: number; rank: number; score: number }[] };
      expect(['DEALS_PLAYED', 'TOO_FEW_PLAYERS']).toContain(result.reason);
      expect(result.standings.map((s) => s.score)).toEqual(view.counters);
      for (const s of result.standings) expect(s.rank).toBe(1 + view.counters.filter((c) => c > s.score).length);

      // Nobody is ever asked to make a forced play: every decision shown was a lead, and every chosen move a lead.
      expect(played.decisions.length).toBeGreaterThan(0);
      for (const d of played.decisions) expect(d.kind).toBe('lead');
      const moves = log.filter((e) => e.kind === 'move');
      expect(moves.filter((e) => !e.forced).map((e) => e.seat)).toEqual(played.chosen.map((c) => c.seat));

      // The follow-on plays are in the log, forced, each by the seat that held the card (rebuilt from the revealed seed).
      const forced = moves.filter((e) => e.forced);
      expect(forced.length).toBeGreaterThan(0);
      const truth = GroundTruth.rebuild(
        'pope-joan',
        players,
        options,
        end.seed as string,
        players,
        await unredactedMoves(seats.slice(0, players), played.id),
      );
      // Each is under the player in that seat, whoever submitted the lead that forced it.
      const inSeat = (end.players as { handle: string; seat: number }[]).map((p) => [p.seat, p.handle]);
      const handleOf = new Map(inSeat as [number, string][]);
      expect(moves.filter((e) => e.player !== handleOf.get(e.seat as number))).toEqual([]);
      for (const e of forced) {
        const before = truth.stateAt(e.seq) as PopeJoanState;
        expect(before.deal.turn).toEqual({ seat: e.seat, kind: 'follow', card: parseCard(e.move?.text ?? '') });
        expect(before.deal.place[parseCard(e.move?.text ?? '') as number]).toBe(e.seat);
      }
      expect(ENGINES.get('pope-joan')?.result(truth.stateAt(end.seq))).toEqual(end.result);
    },
  );
});
