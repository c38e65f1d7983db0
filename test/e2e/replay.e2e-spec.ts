import request from 'supertest';
import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchBody, MatchClient } from '../support/match-client';

const MATCH_AT = `query ($id: ID!, $seq: Int!) { matchAt(id: $id, seq: $seq) { seq status seed yourSeat } }`;

/**
 * A replay (GET /api/matches/{id}/at/{seq}, GraphQL matchAt) answers what
 * the caller was answered at that point: the same body, deadline and seed as
 * they were then, under the access rules of the match itself.
 */
describe('a match replayed at a seq', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let ann: MatchClient;
  let ben: MatchClient;
  let cat: MatchClient;

  beforeAll(async () => {
    [ann, ben, cat] = await Promise.all(
      ['ann', 'ben', 'cat'].map(async (h) => new MatchClient(t.app, h, await registerAndLogin(t.app, h))),
    );
  });

  const at = (client: MatchClient, id: string, seq: number | string, query = '') =>
    client.get(`/api/matches/${id}/at/${seq}${query}`);

  it('answers each seat at every seq what it was answered then, time limit and seed included', async () => {
    const id = await ann.create({ gameId: 'maw', options: { target: 5 }, daysPerMove: 3 });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const seen: { client: MatchClient; body: MatchBody }[] = [];
    for (let m = await ann.match(id); m.status === 'active'; m = await ann.match(id)) {
      const bodies = [
        { client: ann, body: m },
        { client: ben, body: await ben.match(id) },
      ];
      seen.push(...bodies);
      const mover = bodies.find((b) => b.body.legalMoves.length > 0);
      if (!mover) throw new Error('an active match awaits someone');
      await mover.client
        .post(`/api/matches/${id}/moves`, { expectedSeq: m.seq, move: mover.body.legalMoves[0].text })
        .expect(200);
    }
    const end = await ann.match(id);
    seen.push({ client: ann, body: end });
    expect(seen.some((s) => s.body.deadline !== null)).toBe(true);
    for (const { client, body } of seen) expect((await at(client, id, body.seq).expect(200)).body).toEqual(body);
    // The seed is revealed only at the points the match was over.
    expect((await at(ann, id, end.seq - 1).expect(200)).body.seed).toBeNull();
    expect((await at(ann, id, end.seq).expect(200)).body.seed).toMatch(/^[0-9a-f]{64}$/);
    // Before the match started, nobody held a seat: its creator saw the lobby.
    expect((await at(ann, id, 1).expect(200)).body).toMatchObject({ status: 'open', yourSeat: null, view: null });
  }, 120_000); // a whole set, read by each seat at every seq

  it('is NOT_FOUND to outsiders of a private match, as the match is, and to everyone past the end of the log', async () => {
    const id = await ann.create({ gameId: 'maw', visibility: 'private', invite: ['ben'] });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const { seq } = await ann.match(id);
    expect((await at(ben, id, seq).expect(200)).body).toMatchObject({ seq, yourSeat: 1 });
    for (const outsider of [at(cat, id, 0), request(t.app.getHttpServer()).get(`/api/matches/${id}/at/0`)])
      expect((await outsider.expect(404)).body.error.code).toBe('NOT_FOUND');
    const past = (await at(ann, id, seq + 1).expect(404)).body.error;
    expect(past).toMatchObject({ code: 'SEQ_OUT_OF_RANGE', details: { latestSeq: seq } });
    const gql = await graphql(t.app, MATCH_AT, { id, seq: seq + 1 }, ann.bearer).expect(200);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'SEQ_OUT_OF_RANGE', details: { latestSeq: seq } });
    const outsiderGql = await graphql(t.app, MATCH_AT, { id, seq: 0 }, cat.bearer).expect(200);
    expect(outsiderGql.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a seq that is no log position, and a viewer it does not offer', async () => {
    const id = await ann.create({ gameId: 'maw' });
    for (const seq of ['-1', 'two', '1.5'])
      expect((await at(ann, id, seq).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await at(ann, id, 0, '?as=dealer').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await at(ann, id, 0, '?from=1').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await at(ann, id, 1, '?as=spectator').expect(200)).body).toMatchObject({
      yourSeat: null,
      inviteCode: null,
    });
  });
});
