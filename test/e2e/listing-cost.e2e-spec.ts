import { useTestApp } from '../support/app';
import { graphql, registerAndLogin } from '../support/auth-client';
import { MatchClient } from '../support/match-client';

/** A listing page counts as one call per 20 matches it holds (each is rebuilt for its reader), at least one. */
describe('the rate limit of listings', () => {
  // A day's window: no call comes back while the file runs, so the budget left is exact.
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '1000', RATE_LIMIT_WINDOW: '24h' } });
  const OPEN = 50;
  let ann: MatchClient;

  const fresh = async (handle: string) => new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
  const remaining = (res: { headers: Record<string, string> }) => Number(res.headers['ratelimit-remaining']);

  beforeAll(async () => {
    ann = await fresh('ann');
    for (let i = 0; i < OPEN; i++) await ann.create({ gameId: 'maw' });
  });

  it('charges a REST page of 50 matches two and a half calls, and one of 20 a single call', async () => {
    const ben = await fresh('ben');
    const before = remaining(await ben.get('/api/me').expect(200));
    const page = await ben.get('/api/matches/open?limit=100').expect(200);
    expect(page.body.items).toHaveLength(OPEN);
    expect(remaining(page)).toBe(before - 3);
    const cat = await fresh('cat');
    const start = remaining(await cat.get('/api/me').expect(200));
    const twenty = await cat.get('/api/matches/open?limit=20').expect(200);
    expect(twenty.body.items).toHaveLength(20);
    expect(remaining(twenty)).toBe(start - 1);
  });

  it('charges each listing a GraphQL request asks for', async () => {
    const dan = await fresh('dan');
    const before = remaining(await dan.get('/api/me').expect(200));
    const res = await graphql(
      t.app,
      '{ a: openMatches(limit: 100) { items { id } } b: openMatches(limit: 100) { items { id } } }',
      {},
      dan.bearer,
    ).expect(200);
    expect(res.body.data.a.items).toHaveLength(OPEN);
    // The request, and one and a half calls more for each page of 50.
    expect(remaining(res)).toBe(before - 4);
  });

  it('charges my matches by the matches listed', async () => {
    const before = remaining(await ann.get('/api/me').expect(200));
    const page = await ann.get('/api/matches?limit=100').expect(200);
    expect(page.body.items).toHaveLength(OPEN);
    expect(remaining(page)).toBe(before - 3);
  });
});
