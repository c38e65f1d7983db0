import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import { ArchiveBackfill } from '../../src/matches/reading/archive-backfill';
import { MatchVerifier } from '../../src/matches/verify/match-verifier';
import { useTestApp } from '../support/app';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { MatchBody, MatchClient, startedMaw } from '../support/match-client';

type Page = { items: MatchBody[]; next: string | null; total: number };
type Standing = { seat: number; rank: number; score: number };

/**
 * The archive (docs/archive.md): finished matches searched through their
 * summaries, each item as a spectator reads the match by id, and the
 * statistics counted from them.
 */
describe('the match archive', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let ann: MatchClient;
  let ben: MatchClient;
  let cat: MatchClient;
  let dan: MatchClient;
  let eve: MatchClient;
  /** Finished open matches, in the order they ended. */
  const ended: string[] = [];
  /** A finished private match of ann's and ben's. */
  let hidden: string;
  const m: Record<string, string> = {};

  const archive = async (client: MatchClient | null, query = ''): Promise<Page> =>
    (
      await (
        client
          ? client.get(`/api/matches/archive${query}`)
          : request(t.app.getHttpServer()).get(`/api/matches/archive${query}`)
      ).expect(200)
    ).body as Page;
  const ids = (page: Page): string[] => page.items.map((item) => item.id);
  /** Every id a search holds, walked page by page. */
  const walk = async (client: MatchClient | null, query: string, limit = 2): Promise<string[]> => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await archive(client, `?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(page));
      cursor = page.next;
    } while (cursor);
    return seen;
  };
  const latestFirst = (...keys: string[]) => keys.map((k) => m[k]).reverse();

  /** Created by `seats[0]`, joined by the others in order (the last one starts it), then resigned by `resigner`. */
  async function finished(
    seats: MatchClient[],
    resigner: MatchClient,
    more: Record<string, unknown> = {},
  ): Promise<string> {
    const id = await seats[0].create({ gameId: 'maw', seats: seats.length, ...more });
    const code = (await seats[0].match(id)).inviteCode as string;
    for (const joiner of seats.slice(1))
      await (
        more.visibility === 'private'
          ? joiner.post('/api/matches/join', { inviteCode: code })
          : joiner.post(`/api/matches/${id}/join`)
      ).expect(200);
    await resigner.post(`/api/matches/${id}/resign`).expect(200);
    expect((await seats[0].match(id)).status).toBe('finished');
    return id;
  }

  async function open(key: string, seats: MatchClient[], resigner: MatchClient, more: Record<string, unknown> = {}) {
    m[key] = await finished(seats, resigner, more);
    ended.push(m[key]);
  }

  beforeAll(async () => {
    const client = async (handle: string) => new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
    [ann, ben, cat, dan, eve] = await Promise.all(['ann', 'ben', 'cat', 'dan', 'eve'].map(client));
    await open('annBen', [ann, ben], ben);
    await open('catAnn', [cat, ann], ann);
    await open('benCat', [ben, cat], cat);
    await open('annDan', [ann, dan], ann, { options: { target: 11 }, daysPerMove: 3 });
    // Partners opposite: ann and cat (seats 0, 2) against ben and dan (1, 3).
    await open('fours', [ann, ben, cat, dan], ben, { options: { partnership: true } });
    // Three at Pope Joan: one resigning ends it.
    await open('pope', [ann, ben, cat], cat, { gameId: 'pope-joan' });
    hidden = await finished([ann, ben], ben, { visibility: 'private' });
    // Not in the archive: still being played, waiting for players, called off.
    await startedMaw(ann, cat);
    await ann.create({ gameId: 'maw' });
    const aborted = await ben.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${aborted}/abort`).expect(200);
  });

  it('lists the finished open matches, the latest ended first, each as a spectator reads it by id, with a total', async () => {
    const page = await archive(eve);
    expect(ids(page)).toEqual([...ended].reverse());
    expect(page).toMatchObject({ next: null, total: ended.length });
    for (const item of page.items) {
      expect(item.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(item.yourSeat).toBeNull();
      expect(item).toEqual(await eve.match(item.id));
    }
    expect(await archive(null)).toEqual(page);
  });

  it('shows a player of a match their seat and the spectator’s final view, and their own private matches', async () => {
    const mine = await archive(ann);
    expect(ids(mine)).toEqual([hidden, ...[...ended].reverse()]);
    expect(mine.total).toBe(ended.length + 1);
    for (const item of mine.items) {
      const own = await ann.match(item.id);
      const asSpectator = (await ann.get(`/api/matches/${item.id}/at/${own.seq}?as=spectator`).expect(200)).body;
      expect(item).toEqual({ ...own, view: asSpectator.view, legalMoves: [], decision: null });
      expect(item.view).toMatchObject({ seat: null });
    }
    expect(ids(await archive(ben))).toContain(hidden);
    expect(ids(await archive(cat))).not.toContain(hidden);
    expect(ids(await archive(eve, '?player=ann'))).not.toContain(hidden);
  });

  it('narrows by game, player, opponent, partner, result, rank, options, seats and time limit', async () => {
    const search = async (query: string) => ids(await archive(eve, `?${query}`));
    expect(await search('gameId=pope-joan')).toEqual([m.pope]);
    expect(await search('player=ANN')).toEqual(latestFirst('annBen', 'catAnn', 'annDan', 'fours', 'pope'));
    expect(await search('player=cat&gameId=maw')).toEqual(latestFirst('catAnn', 'benCat', 'fours'));
    expect(await search('player=eve')).toEqual([]);
    expect(await search('player=ann&opponent=ben')).toEqual(latestFirst('annBen', 'fours', 'pope'));
    expect(await search('player=ann&opponent=cat')).toEqual(latestFirst('catAnn', 'pope'));
    expect(await search('player=ann&partner=cat')).toEqual([m.fours]);
    expect(await search('player=ben&partner=dan')).toEqual([m.fours]);
    expect(await search('player=ann&partner=ben')).toEqual([]);
    expect(await search('player=ann&result=won&gameId=maw')).toEqual(latestFirst('annBen', 'fours'));
    // At Pope Joan ann finishes by her counters, which the deal decides: she lost it unless she ranks first.
    const pope = await eve.match(m.pope);
    const annSeat = (pope.players as { handle: string; seat: number }[]).find((p) => p.handle === 'ann')?.seat;
    const annRank = (pope.result as { standings: Standing[] }).standings.find((st) => st.seat === annSeat)?.rank;
    if (annRank === undefined) throw new Error('ann has no standing at Pope Joan');
    const lost = annRank === 1 ? latestFirst('catAnn', 'annDan') : latestFirst('catAnn', 'annDan', 'pope');
    expect(await search('player=ann&result=lost')).toEqual(lost);
    expect(await search('player=dan&result=won')).toEqual([m.annDan]);
    expect(await search(`player=ann&gameId=pope-joan&rank=${annRank}`)).toEqual([m.pope]);
    expect(await search(`player=ann&gameId=pope-joan&rank=${annRank + 1}`)).toEqual([]);
    expect(await search('gameId=maw&options=partnership:true')).toEqual([m.fours]);
    expect(await search('gameId=maw&options=partnership:false,target:11')).toEqual([m.annDan]);
    expect(await search('gameId=maw&options=target:11&options=partnership:false')).toEqual([m.annDan]);
    expect(await search('gameId=maw&options=target:26')).toEqual(latestFirst('annBen', 'catAnn', 'benCat', 'fours'));
    expect(await search('seats=4')).toEqual([m.fours]);
    expect(await search('seats=3')).toEqual([m.pope]);
    expect(await search('daysPerMove=3')).toEqual([m.annDan]);
  });

  it('narrows by when a match ended, and counts the total of each search', async () => {
    const times = await Promise.all(ended.map(async (id) => (await eve.match(id)).updatedAt as string));
    const search = (query: string) => archive(eve, `?${query}`);
    const after = await search(`endedAfter=${encodeURIComponent(times[2])}`);
    expect(ids(after)).toEqual([...ended.slice(2)].reverse());
    expect(after.total).toBe(ended.length - 2);
    expect(ids(await search(`endedBefore=${encodeURIComponent(times[2])}`))).toEqual([ended[1], ended[0]]);
    expect(
      ids(await search(`endedAfter=${encodeURIComponent(times[1])}&endedBefore=${encodeURIComponent(times[3])}`)),
    ).toEqual([ended[2], ended[1]]);
    const today = times[0].slice(0, 10);
    expect((await search(`endedAfter=${today}`)).total).toBe(ended.length);
    expect((await search(`endedBefore=${today}`)).total).toBe(0);
    const page = await search('player=ann&limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(5);
  });

  it('pages with a cursor through every match once, latest or oldest first, while new matches finish', async () => {
    expect(await walk(eve, 'gameId=maw')).toEqual(latestFirst('annBen', 'catAnn', 'benCat', 'annDan', 'fours'));
    expect(await walk(eve, 'gameId=maw&order=oldest', 1)).toEqual(
      ['annBen', 'catAnn', 'benCat', 'annDan', 'fours'].map((k) => m[k]),
    );
    // A match that ends between two pages: before the walk in latest order, at its end in oldest order.
    const first = await archive(eve, '?player=ben&limit=2');
    const oldest = await archive(eve, '?player=ben&order=oldest&limit=2');
    const late = await finished([ben, dan], dan);
    const rest = async (page: Page, query: string) => [...ids(page), ...(await walkFrom(query, page.next))];
    expect(await rest(first, 'player=ben')).toEqual(latestFirst('annBen', 'benCat', 'fours', 'pope'));
    expect(await rest(oldest, 'player=ben&order=oldest')).toEqual([
      ...['annBen', 'benCat', 'fours', 'pope'].map((k) => m[k]),
      late,
    ]);
    expect(ids(await archive(eve, '?player=ben&limit=1'))).toEqual([late]);
  });

  async function walkFrom(query: string, cursor: string | null): Promise<string[]> {
    const seen: string[] = [];
    for (let next = cursor; next;) {
      const page = await archive(eve, `?${query}&limit=2&cursor=${next}`);
      seen.push(...ids(page));
      next = page.next;
    }
    return seen;
  }

  it('refuses bad input naming the parameter, and an unknown game or player with 404', async () => {
    const refused = async (query: string, status: number, code: string, field: string) => {
      const res = await eve.get(`/api/matches/archive${query}`).expect(status);
      expect(res.body.error).toMatchObject({ code, details: { field } });
    };
    const cursor = (await archive(eve, '?limit=1')).next as string;
    await refused('?gameId=whist', 404, 'NOT_FOUND', 'gameId');
    await refused('?player=nobody', 404, 'NOT_FOUND', 'player');
    await refused('?player=ann&opponent=nobody', 404, 'NOT_FOUND', 'opponent');
    await refused('?player=ann&partner=nobody', 404, 'NOT_FOUND', 'partner');
    await refused('?player=a%20b', 400, 'VALIDATION_FAILED', 'player');
    await refused('?opponent=ben', 400, 'VALIDATION_FAILED', 'opponent');
    await refused('?partner=ben', 400, 'VALIDATION_FAILED', 'partner');
    await refused('?result=won', 400, 'VALIDATION_FAILED', 'result');
    await refused('?player=ann&result=victory', 400, 'VALIDATION_FAILED', 'result');
    await refused('?player=ann&rank=0', 400, 'VALIDATION_FAILED', 'rank');
    await refused('?options=target:11', 400, 'VALIDATION_FAILED', 'options');
    await refused('?gameId=maw&options=trumps:hearts', 400, 'VALIDATION_FAILED', 'options');
    await refused('?gameId=maw&options=target:many', 400, 'VALIDATION_FAILED', 'options');
    await refused('?gameId=maw&options=target:500', 400, 'VALIDATION_FAILED', 'options');
    await refused('?gameId=maw&options=target', 400, 'VALIDATION_FAILED', 'options');
    await refused('?seats=two', 400, 'VALIDATION_FAILED', 'seats');
    await refused('?daysPerMove=0', 400, 'VALIDATION_FAILED', 'daysPerMove');
    await refused('?endedAfter=yesterday', 400, 'VALIDATION_FAILED', 'endedAfter');
    await refused('?endedBefore=2026-13-01', 400, 'VALIDATION_FAILED', 'endedBefore');
    // Year 0 is no date PostgreSQL takes: bounded to what it holds, years 1 to 9999, as the docs say.
    await refused('?endedAfter=0000-01-01', 400, 'VALIDATION_FAILED', 'endedAfter');
    await refused('?endedBefore=0000-01-01', 400, 'VALIDATION_FAILED', 'endedBefore');
    await refused('?endedAfter=0001-01-01T00:00:00%2B01:00', 400, 'VALIDATION_FAILED', 'endedAfter');
    await refused('?endedBefore=9999-12-31T23:59:00-01:00', 400, 'VALIDATION_FAILED', 'endedBefore');
    expect((await archive(eve, '?endedAfter=0001-01-01&endedBefore=9999-12-31')).total).toBeGreaterThan(0);
    await refused('?order=newest', 400, 'VALIDATION_FAILED', 'order');
    await refused('?cursor=page-2', 400, 'VALIDATION_FAILED', 'cursor');
    await refused(`?gameId=maw&cursor=${cursor}`, 400, 'VALIDATION_FAILED', 'cursor');
    await refused(`?order=oldest&cursor=${cursor}`, 400, 'VALIDATION_FAILED', 'cursor');
    await refused('?limit=101', 400, 'VALIDATION_FAILED', 'limit');
    // Parameters the search does not take, export's among them, are refused as on every route, not ignored.
    for (const unknown of ['since=2030-01-01', 'until=2000-01-01', 'max=1', 'limt=5', 'foo=bar'])
      await refused(`?gameId=maw&${unknown}`, 400, 'VALIDATION_FAILED', unknown.split('=')[0]);
    expect(ids(await archive(eve, `?limit=1&cursor=${cursor}`))).toHaveLength(1);
  });

  it('answers GraphQL’s archive with the same pages as REST', async () => {
    const query = `query ($player: String, $opponent: String, $options: [String!], $gameId: String, $order: ArchiveOrder, $cursor: String) {
      archive(player: $player, opponent: $opponent, options: $options, gameId: $gameId, order: $order, limit: 2, cursor: $cursor) {
        items { id status seed yourSeat } next total } }`;
    const rest = await archive(eve, '?player=ann&opponent=ben&limit=2');
    const first = await graphql(t.app, query, { player: 'ann', opponent: 'ben' }, eve.bearer).expect(200);
    expect(first.body.data.archive).toEqual({
      items: rest.items.map((item) => ({ id: item.id, status: 'finished', seed: item.seed, yourSeat: null })),
      next: rest.next,
      total: rest.total,
    });
    const second = await graphql(t.app, query, { player: 'ann', opponent: 'ben', cursor: rest.next }, eve.bearer);
    expect(second.body.data.archive.items.map((item: { id: string }) => item.id)).toEqual(
      ids(await archive(eve, `?player=ann&opponent=ben&limit=2&cursor=${rest.next}`)),
    );
    const options = await graphql(t.app, query, { gameId: 'maw', options: ['partnership:true'], order: 'oldest' });
    expect(options.body.data.archive.items.map((item: { id: string }) => item.id)).toEqual([m.fours]);
    const unknown = await graphql(t.app, query, { player: 'nobody' }, eve.bearer).expect(200);
    expect(unknown.body.errors[0].extensions).toEqual({ code: 'NOT_FOUND', details: { field: 'player' } });
    const year0 = await graphql(t.app, '{ archive(endedAfter: "0000-01-01") { total } }', {}, eve.bearer);
    expect(year0.body.errors[0].extensions).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'endedAfter' } });
    const bad = await graphql(t.app, query, { opponent: 'ben' }, eve.bearer).expect(200);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'opponent' } });
  });

  it('is open to a caller without a credential, as to a spectator; a token must have match:read', async () => {
    const { secret } = await createToken(t.app, eve.bearer, ['account:read']);
    const refused = await request(t.app.getHttpServer())
      .get('/api/matches/archive')
      .set('authorization', `Bearer ${secret}`)
      .expect(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', details: { missingScopes: ['match:read'] } });
  });

  describe('statistics', () => {
    /** A player's rank and score in a match as its result says, read by id. */
    async function standing(id: string, handle: string): Promise<Standing & { won: boolean }> {
      const match = await eve.match(id);
      const seat = (match.players as { handle: string; seat: number }[]).find((p) => p.handle === handle)?.seat;
      const standings = (match.result as { standings: Standing[] }).standings;
      const own = standings.find((s) => s.seat === seat) as Standing;
      return { ...own, won: own.rank === 1 && standings.filter((s) => s.rank === 1).length === 1 };
    }

    it('counts a player’s matches, outcomes, ranks and average score by game, as the results say', async () => {
      const res = await request(t.app.getHttpServer()).get('/api/players/ann/stats').expect(200);
      const maw = await Promise.all(['annBen', 'catAnn', 'annDan', 'fours'].map((k) => standing(m[k], 'ann')));
      const pope = await standing(m.pope, 'ann');
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const ranks = (xs: Standing[]) =>
        [...new Set(xs.map((x) => x.rank))]
          .sort()
          .map((rank) => ({ rank, count: xs.filter((x) => x.rank === rank).length }));
      expect(res.body).toEqual({
        player: 'ann',
        games: [
          {
            gameId: 'maw',
            matches: 4,
            won: 2,
            lost: 2,
            drawn: 0,
            ranks: ranks(maw),
            averageScore: mean(maw.map((s) => s.score)),
          },
          {
            gameId: 'pope-joan',
            matches: 1,
            won: pope.won ? 1 : 0,
            lost: pope.rank === 1 ? 0 : 1,
            drawn: pope.rank === 1 && !pope.won ? 1 : 0,
            ranks: [{ rank: pope.rank, count: 1 }],
            averageScore: pope.score,
          },
        ],
      });
      const maws = await request(t.app.getHttpServer()).get('/api/players/ann/stats?gameId=maw').expect(200);
      expect(maws.body.games).toEqual([res.body.games[0]]);
    });

    it('counts a player’s private matches for the players who sat in them only', async () => {
      const count = async (client: MatchClient) =>
        ((await client.get('/api/players/ben/stats?gameId=maw').expect(200)).body.games[0]?.matches as number) ?? 0;
      expect(await count(eve)).toBe(4);
      expect(await count(ben)).toBe(5);
      expect(await count(ann)).toBe(5);
      expect(await count(cat)).toBe(4);
    });

    it('counts a head to head from the matches on opposite sides, and answers GraphQL alike', async () => {
      const res = await request(t.app.getHttpServer()).get('/api/players/ann/stats/ben').expect(200);
      const pope = [await standing(m.pope, 'ann'), await standing(m.pope, 'ben')];
      expect(res.body).toEqual({
        player: 'ann',
        opponent: 'ben',
        games: [
          // annBen (ann won), fours (ann's side won); ann and ben sat together in no Maw match.
          { gameId: 'maw', matches: 2, won: 2, lost: 0, drawn: 0 },
          {
            gameId: 'pope-joan',
            matches: 1,
            won: pope[0].rank < pope[1].rank ? 1 : 0,
            lost: pope[0].rank > pope[1].rank ? 1 : 0,
            drawn: pope[0].rank === pope[1].rank ? 1 : 0,
          },
        ],
      });
      const partners = await request(t.app.getHttpServer()).get('/api/players/ann/stats/cat?gameId=maw').expect(200);
      // Only catAnn: in fours they were partners.
      expect(partners.body.games).toEqual([{ gameId: 'maw', matches: 1, won: 0, lost: 1, drawn: 0 }]);
      const gql = await graphql(
        t.app,
        'query { headToHead(handle: "ann", opponent: "ben") { player opponent games { gameId matches won lost drawn } } playerStats(handle: "ann") { player games { gameId matches won lost drawn averageScore ranks { rank count } } } }',
      ).expect(200);
      expect(gql.body.data.headToHead).toEqual(res.body);
      expect(gql.body.data.playerStats).toEqual(
        (await request(t.app.getHttpServer()).get('/api/players/ann/stats').expect(200)).body,
      );
      await request(t.app.getHttpServer()).get('/api/players/nobody/stats').expect(404);
      const unknown = await request(t.app.getHttpServer()).get('/api/players/ann/stats/nobody').expect(404);
      expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', details: { field: 'opponent' } });
      // A player is never their own opponent, in any case of the handle: 400 rather than an empty answer.
      for (const self of ['ann', 'ANN']) {
        const res = await request(t.app.getHttpServer()).get(`/api/players/ann/stats/${self}`).expect(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'opponent' } });
      }
      const selfGql = await graphql(t.app, 'query { headToHead(handle: "ann", opponent: "Ann") { player } }');
      expect(selfGql.body.errors[0].extensions).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'opponent' } });
      for (const field of ['opponent', 'partner']) {
        const res = await request(t.app.getHttpServer())
          .get(`/api/matches/archive?player=ann&${field}=ann`)
          .expect(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field } });
      }
      await request(t.app.getHttpServer()).get('/api/players/ann/stats?gameId=whist').expect(404);
    });
  });

  describe('the summary', () => {
    const prisma = () => t.app.get(PrismaService);

    it('is what match:verify checks against the log: a tampered summary is reported', async () => {
      const verifier = t.app.get(MatchVerifier);
      expect(await verifier.verify(m.annBen)).toMatchObject({ ok: true, problems: [] });
      await prisma().$executeRawUnsafe(
        `UPDATE "ArchivedSeat" SET "outcome" = 'lost' WHERE "matchId" = $1::uuid AND "seat" = 0`,
        m.annBen,
      );
      const report = await verifier.verify(m.annBen);
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([
        expect.stringMatching(/^archive seats .*"outcome":"lost".*, log says .*"outcome":"won"/),
      ]);
      await prisma().$executeRawUnsafe(`UPDATE "ArchivedMatch" SET "view" = '{}' WHERE "matchId" = $1::uuid`, m.benCat);
      expect((await verifier.verify(m.benCat)).problems).toEqual([
        expect.stringMatching(/^archive view \{\}, log says/),
      ]);
      await prisma().$executeRawUnsafe(`DELETE FROM "ArchivedMatch" WHERE "matchId" = $1::uuid`, m.catAnn);
      expect((await verifier.verify(m.catAnn)).problems).toEqual([
        'the match has finished, but no archive entry is stored',
      ]);
      // Mended: the backfill writes the missing entry again.
      await prisma().$executeRawUnsafe(
        `DELETE FROM "ArchivedMatch" WHERE "matchId" IN ($1::uuid, $2::uuid)`,
        m.annBen,
        m.benCat,
      );
      expect(await t.app.get(ArchiveBackfill).run()).toBe(3);
      for (const id of [m.annBen, m.benCat, m.catAnn]) expect((await verifier.verify(id)).ok).toBe(true);
    });

    it('is written for matches that finished before it by the backfill, once', async () => {
      const before = await archive(ann, '?limit=100');
      await prisma().$executeRawUnsafe(`DELETE FROM "ArchivedMatch"`);
      expect((await archive(ann)).total).toBe(0);
      const backfill = t.app.get(ArchiveBackfill);
      expect(await backfill.run()).toBe(before.total);
      expect(await backfill.run()).toBe(0);
      expect(await archive(ann, '?limit=100')).toEqual(before);
    });
  });
});
