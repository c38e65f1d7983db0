import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { CREATE_MATCH, MATCH_QUERY, SUBMIT_MOVE } from '../support/match-queries';
import { xorshift } from '../support/random-playout';

interface GqlMove {
  readonly text: string;
  readonly type: string;
  readonly card: string | null;
}

interface GqlMatch {
  readonly id: string;
  readonly status: string;
  readonly seq: number;
  readonly yourSeat: number | null;
  readonly decision: { readonly seats: number[]; readonly kind: string } | null;
  readonly legalMoves: readonly GqlMove[];
  readonly result: { readonly reason: string } | null;
}

/** Matches played through GraphQL alone: full views read with `match`, moves sent with `submitMove`, typed and as text. */
describe('playing over GraphQL with typed and text moves', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const bearers: string[] = [];
  const pick = xorshift(26);

  beforeAll(async () => {
    for (const handle of ['ann', 'ben', 'cat']) bearers.push(await registerAndLogin(t.app, handle));
  });

  const gql = async (bearer: string, query: string, variables: Record<string, unknown>) =>
    (await graphql(t.app, query, variables, bearer).expect(200)).body;

  async function started(gameId: string, options: Record<string, unknown>, seats: number): Promise<GqlMatch> {
    const created = await gql(bearers[0], CREATE_MATCH, { input: { gameId, seats, options } });
    const id = created.data.createMatch.match.id as string;
    for (const bearer of bearers.slice(1, seats))
      expect(
        (await gql(bearer, 'mutation J($id: ID!) { joinMatch(matchId: $id) { match { status } } }', { id })).errors,
      ).toBeUndefined();
    return (await gql(bearers[0], MATCH_QUERY, { id })).data.match;
  }

  /** Plays to the end, every other move typed for the game and the rest as text; each comes back in the events it appended. */
  async function playToEnd(first: GqlMatch, typed: (m: GqlMove) => Record<string, unknown>): Promise<GqlMatch> {
    let match = first;
    for (let n = 0; match.decision; n++) {
      const bearer = bearers[match.decision.seats[0]];
      const mine: GqlMatch = (await gql(bearer, MATCH_QUERY, { id: match.id })).data.match;
      expect(mine.yourSeat).toBe(match.decision.seats[0]);
      const move = mine.legalMoves[Math.floor(pick() * mine.legalMoves.length)];
      expect(move.text).toBe(move.type === 'play' ? move.card : move.card ? `${move.type} ${move.card}` : move.type);
      const input = { matchId: match.id, expectedSeq: mine.seq, ...(n % 2 === 0 ? typed(move) : { text: move.text }) };
      const res = await gql(bearer, SUBMIT_MOVE, { input });
      expect(res.errors).toBeUndefined();
      expect(res.data.submitMove.events[0]).toMatchObject({ kind: 'move', seat: mine.yourSeat, forced: false, move });
      match = res.data.submitMove.match;
    }
    return match;
  }

  it('plays a whole Maw set with maw: {type, card} and text', async () => {
    const end = await playToEnd(await started('maw', { target: 10 }, 2), (m) => ({
      maw: { type: m.type, card: m.card },
    }));
    expect(end).toMatchObject({ status: 'finished', result: { reason: 'TARGET_REACHED' } });
  });

  it('plays a whole Pope Joan match with popeJoan: {card} and text', async () => {
    const end = await playToEnd(await started('pope-joan', { deals: 1 }, 3), (m) => ({
      popeJoan: { card: m.card },
    }));
    expect(end.status).toBe('finished');
    expect(['DEALS_PLAYED', 'TOO_FEW_PLAYERS']).toContain(end.result?.reason);
  });

  it('takes a move exactly once: text and typed together, or neither, is refused and changes nothing', async () => {
    const match = await started('maw', {}, 2);
    const bearer = bearers[match.decision?.seats[0] ?? 0];
    for (const given of [{ text: 'five', maw: { type: 'five' } }, {}]) {
      const res = await gql(bearer, SUBMIT_MOVE, { input: { matchId: match.id, expectedSeq: match.seq, ...given } });
      expect(res.errors[0].extensions).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'text' } });
    }
    expect((await gql(bearer, MATCH_QUERY, { id: match.id })).data.match.seq).toBe(match.seq);
  });

  it('refuses a typed move out of turn with the engine’s code', async () => {
    const match = await started('maw', {}, 2);
    const other = bearers[1 - (match.decision?.seats[0] ?? 0)];
    const res = await gql(other, SUBMIT_MOVE, {
      input: { matchId: match.id, expectedSeq: match.seq, maw: { type: 'five' } },
    });
    expect(res.errors[0].extensions.code).toBe('NOT_YOUR_TURN');
  });
});
