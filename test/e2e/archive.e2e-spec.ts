import request from 'supertest';
import { useTestApp } from '../support/app';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { MatchBody, MatchClient, startedMaw } from '../support/match-client';

type Page = { items: MatchBody[]; next: string | null };

/**
 * The public archive: what a tool collecting finished games can discover,
 * each match exactly as a spectator reads it by id.
 */
describe('the match archive', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let ann: MatchClient;
  let ben: MatchClient;
  let cat: MatchClient;
  let eve: MatchClient;
  /** Finished open matches, in the order they ended. */
  const ended: string[] = [];

  const archive = async (client: MatchClient, query = ''): Promise<Page> =>
    (await client.get(`/api/matches/archive${query}`).expect(200)).body as Page;
  const ids = (page: Page): string[] => page.items.map((m) => m.id);

  /** Started, then ended by a resignation: a Maw side that resigns loses the set. */
  async function finished(creator: MatchClient, joiner: MatchClient, visibility = 'open'): Promise<string> {
    const id = await creator.create({ gameId: 'maw', visibility });
    await joiner
      .post(
        visibility === 'open' ? `/api/matches/${id}/join` : '/api/matches/join',
        visibility === 'open' ? {} : { inviteCode: (await creator.match(id)).inviteCode },
      )
      .expect(200);
    await joiner.post(`/api/matches/${id}/resign`).expect(200);
    expect((await creator.match(id)).status).toBe('finished');
    return id;
  }

  beforeAll(async () => {
    const client = async (handle: string) => new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
    [ann, ben, cat, eve] = await Promise.all(['ann', 'ben', 'cat', 'eve'].map(client));
    ended.push(await finished(ann, ben));
    ended.push(await finished(cat, ann));
    ended.push(await finished(ben, cat));
    // Not in the archive: private, still being played, waiting for players, called off.
    await finished(ann, ben, 'private');
    await startedMaw(ann, cat);
    await ann.create({ gameId: 'maw' });
    const aborted = await ben.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${aborted}/abort`).expect(200);
  });

  it('lists the finished open matches only, the latest ended first, each as a spectator reads it by id, seed revealed', async () => {
    const page = await archive(eve);
    expect(ids(page)).toEqual([...ended].reverse());
    expect(page.next).toBeNull();
    for (const item of page.items) {
      expect(item.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(item.yourSeat).toBeNull();
      expect(item).toEqual(await eve.match(item.id));
    }
  });

  it('shows a player who sat in a match their own seat, as reading it by id does', async () => {
    const page = await archive(ann);
    for (const item of page.items) expect(item).toEqual(await ann.match(item.id));
    expect(page.items.filter((m) => m.yourSeat !== null)).toHaveLength(2);
  });

  it('narrows to the matches one player sat in, by handle in any case, and to one game', async () => {
    expect(ids(await archive(eve, '?player=ANN'))).toEqual([ended[1], ended[0]]);
    expect(ids(await archive(eve, '?player=cat&gameId=maw'))).toEqual([ended[2], ended[1]]);
    expect(ids(await archive(eve, '?player=eve'))).toEqual([]);
    expect(ids(await archive(eve, '?gameId=pope-joan'))).toEqual([]);
  });

  it('pages with a cursor through every match once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await archive(eve, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual([...ended].reverse());
  });

  it('refuses an unknown game or player, a malformed handle or cursor, naming the parameter', async () => {
    const refused = async (query: string, status: number, code: string, field: string) => {
      const res = await eve.get(`/api/matches/archive${query}`).expect(status);
      expect(res.body.error).toMatchObject({ code, details: { field } });
    };
    await refused('?gameId=whist', 404, 'NOT_FOUND', 'gameId');
    await refused('?player=nobody', 404, 'NOT_FOUND', 'player');
    await refused('?player=a%20b', 400, 'VALIDATION_FAILED', 'player');
    await refused('?cursor=page-2', 400, 'VALIDATION_FAILED', 'cursor');
    await refused('?limit=21', 400, 'VALIDATION_FAILED', 'limit');
  });

  it('answers GraphQL’s archive with the same matches', async () => {
    const query =
      'query ($player: String, $cursor: String) { archive(player: $player, limit: 1, cursor: $cursor) { items { id status seed yourSeat } next } }';
    const first = await graphql(t.app, query, { player: 'ben' }, eve.bearer).expect(200);
    expect(first.body.data.archive).toEqual({
      items: [{ id: ended[2], status: 'finished', seed: expect.any(String), yourSeat: null }],
      next: ended[2],
    });
    const second = await graphql(t.app, query, { player: 'ben', cursor: ended[2] }, eve.bearer).expect(200);
    expect(second.body.data.archive.items.map((m: { id: string }) => m.id)).toEqual([ended[0]]);
    const unknown = await graphql(t.app, query, { player: 'nobody' }, eve.bearer).expect(200);
    expect(unknown.body.errors[0].extensions).toEqual({ code: 'NOT_FOUND', details: { field: 'player' } });
  });

  it('is open to a caller without a credential, as to a spectator; a token must have match:read', async () => {
    const anonymous = await request(t.app.getHttpServer()).get('/api/matches/archive').expect(200);
    expect(anonymous.body).toEqual(await archive(eve));
    const { secret } = await createToken(t.app, eve.bearer, ['account:read']);
    const refused = await request(t.app.getHttpServer())
      .get('/api/matches/archive')
      .set('authorization', `Bearer ${secret}`)
      .expect(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', details: { missingScopes: ['match:read'] } });
  });
});
