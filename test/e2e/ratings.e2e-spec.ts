import { execFile } from 'node:child_process';
import request from 'supertest';
import { useTestApp } from '../support/app';
import { compiled } from '../support/compiled-sources';
import { registerAndLogin } from '../support/auth-client';
import { MatchClient, twoPlayers } from '../support/match-client';
import { playMatch } from '../support/play-match';
import { xorshift } from '../support/random-playout';
import { until } from '../support/wait';
import { PrismaService } from '../../src/database/prisma.service';
import { RatingsRepository } from '../../src/ratings/ratings.repository';
import { applyInOrder } from '../../src/ratings/model/rated-match';

interface RatingHistory {
  items: { matchId: string | null; games: number }[];
}

interface PlayerRatings {
  handle: string;
  bot: boolean;
  ratings: { pool: string; rating: number; provisional: boolean; games: number; mu: number; sigma: number }[];
}

describe('ratings over REST and GraphQL', () => {
  // No poll within the run: a rated match ending here is applied at once, or not at all.
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', RATINGS_POLL: '1d' } });
  let ann: MatchClient;
  let ben: MatchClient;

  beforeAll(async () => {
    ({ ann, ben } = await twoPlayers(t.app));
  });

  const anonymous = () => request(t.app.getHttpServer());
  const ratingsOf = async (handle: string): Promise<PlayerRatings> =>
    (await anonymous().get(`/api/players/${handle}/ratings`).expect(200)).body as PlayerRatings;
  const gamesOf = async (handle: string): Promise<number> => (await ratingsOf(handle)).ratings[0]?.games ?? 0;
  const graphql = async (client: MatchClient, query: string, variables: object = {}) => {
    const res = await client.post('/graphql', { query, variables }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  /** A rated or casual Maw match to 5 that `loser` resigns once it starts: its id. */
  async function resigned(loser: MatchClient, winner: MatchClient, rated: boolean): Promise<string> {
    const id = await winner.create({ gameId: 'maw', options: { target: 5 }, rated });
    await loser.post(`/api/matches/${id}/join`).expect(200);
    await loser.post(`/api/matches/${id}/resign`).expect(200);
    return id;
  }

  it('creates casual matches unless asked, and shows the setting', async () => {
    const casual = await ann.create({ gameId: 'maw' });
    expect((await ann.match(casual)).rated).toBe(false);
    const rated = await ann.create({ gameId: 'maw', rated: true });
    expect((await ben.match(rated)).rated).toBe(true);
    await ann.post('/api/matches', { gameId: 'maw', rated: 'yes' }).expect(400);
  });

  it('changes both players’ ratings once when a rated Maw match is played to the end', async () => {
    const played = await playMatch([ann, ben], 'maw', { target: 5 }, xorshift(38), { rated: true });
    expect(played.end.status).toBe('finished');
    const standings = (played.end.result as { standings: { seat: number; rank: number }[] }).standings;
    const [winner, loser] = standings[0].rank === 1 ? ['ann', 'ben'] : ['ben', 'ann'];

    await until('both ratings applied', async () => (await gamesOf('ann')) === 1 && (await gamesOf('ben')) === 1);
    const [w, l] = [await ratingsOf(winner), await ratingsOf(loser)];
    expect(w.ratings).toEqual([expect.objectContaining({ pool: 'maw', games: 1, provisional: true })]);
    expect(w.ratings[0].mu).toBeGreaterThan(25);
    expect(l.ratings[0].mu).toBeLessThan(25);
    expect(w.ratings[0].rating).toBeGreaterThan(l.ratings[0].rating);

    const history = (await anonymous().get(`/api/players/${winner}/ratings/maw/history`).expect(200)).body;
    expect(history).toEqual({
      items: [
        {
          matchId: played.id,
          ratingBefore: 1000,
          ratingAfter: w.ratings[0].rating,
          games: 1,
          endedAt: expect.any(String),
        },
      ],
      next: null,
    });
    const archive = async (query: string) =>
      (await anonymous().get(`/api/matches/archive?gameId=maw${query}`).expect(200)).body.items as {
        id: string;
        rated: boolean;
        players: { handle: string; rating: { before: number; after: number } | null }[];
      }[];
    const [item] = await archive('');
    expect(item).toMatchObject({ id: played.id, rated: true });
    const after = Object.fromEntries([w, l].map((r) => [r.handle, r.ratings[0].rating]));
    expect(item.players.map((p) => [p.handle, p.rating])).toEqual(
      ['ann', 'ben'].map((handle) => [handle, { before: 1000, after: after[handle] }]),
    );
    // Searched by the range its seats were rated in before it.
    expect((await archive('&ratingMin=1000&ratingMax=1000')).map((m) => m.id)).toEqual([played.id]);
    expect(await archive('&ratingMin=1001')).toEqual([]);
    await anonymous().get('/api/matches/archive?ratingMin=1200&ratingMax=1100').expect(400);
  });

  it('counts a resignation as the loss the rules make it, and leaves casual matches out', async () => {
    const before = { ann: await ratingsOf('ann'), ben: await ratingsOf('ben') };
    await resigned(ben, ann, false);
    await resigned(ben, ann, true);
    // The rated one ended after the casual one: once it is applied, the casual one would have been too.
    await until('the rated resignation applied', async () => (await gamesOf('ann')) === 2);
    const after = { ann: await ratingsOf('ann'), ben: await ratingsOf('ben') };
    expect([after.ann.ratings[0].games, after.ben.ratings[0].games]).toEqual([2, 2]);
    expect(after.ann.ratings[0].mu).toBeGreaterThan(before.ann.ratings[0].mu);
    expect(after.ben.ratings[0].mu).toBeLessThan(before.ben.ratings[0].mu);
  });

  it('lists a leaderboard to anyone, a page at a time, over REST and GraphQL', async () => {
    const page = async (query: string) => (await anonymous().get(`/api/leaderboards/maw?${query}`).expect(200)).body;
    expect(await page('')).toEqual({ items: [], next: null });
    const first = await page('minGames=1&limit=1');
    expect(first.items).toHaveLength(1);
    const second = await page(`minGames=1&limit=1&cursor=${first.next}`);
    expect(second).toEqual({ items: [expect.objectContaining({ games: 2 })], next: null });
    const board = [...first.items, ...second.items];
    expect(board[0].rating).toBeGreaterThanOrEqual(board[1].rating);
    expect(board.map((l: { handle: string }) => l.handle).sort()).toEqual(['ann', 'ben']);

    const data = await graphql(
      ann,
      `
        query ($pool: String!) {
          leaderboard(pool: $pool, minGames: 1) {
            items {
              handle
              rating
              bot
              games
            }
            next
          }
        }
      `,
      { pool: 'maw' },
    );
    expect(data.leaderboard.items).toEqual(
      board.map(({ handle, rating, bot, games }) => ({ handle, rating, bot, games })),
    );
    await anonymous().get('/api/leaderboards/chess').expect(404);
    await anonymous().get('/api/leaderboards/maw?activeDays=0').expect(400);
  });

  it('shows a player’s ratings on their GraphQL profile, with their history', async () => {
    const data = await graphql(
      ben,
      `
        query {
          player(handle: "ann") {
            handle
            ratings {
              pool
              rating
              provisional
              games
            }
          }
          ratingHistory(handle: "ann", pool: "maw", limit: 2) {
            items {
              ratingBefore
              ratingAfter
              games
            }
            next
          }
        }
      `,
    );
    const rest = await ratingsOf('ann');
    expect(data.player.ratings).toEqual(
      rest.ratings.map(({ pool, rating, provisional, games }) => ({ pool, rating, provisional, games })),
    );
    expect(data.ratingHistory.items.map((i: { games: number }) => i.games)).toEqual([2, 1]);
    expect(data.ratingHistory.next).toBeNull();
  });

  it('rebuilds every rating from the archive to the same bits', async () => {
    const prisma = t.app.get(PrismaService);
    const stored = async () => ({
      ratings: await prisma.rating.findMany({ orderBy: [{ pool: 'asc' }, { playerId: 'asc' }] }),
      changes: await prisma.ratingChange.findMany({ orderBy: [{ seq: 'asc' }, { playerId: 'asc' }] }),
      seats: await prisma.archivedSeat.findMany({ orderBy: [{ matchId: 'asc' }, { seat: 'asc' }] }),
    });
    const before = await stored();
    expect(before.changes).toHaveLength(4);
    expect(await t.app.get(RatingsRepository).rebuild(applyInOrder, 2)).toEqual({
      matches: 2,
      ratings: 2,
      differing: 0,
    });
    expect(await stored()).toEqual(before);
  });

  // The embedded test database serves one connection, which the test app holds.
  (process.env.DATABASE_URL ? it : it.skip)('rebuilds as `npm run ratings:rebuild`, a process of its own', async () => {
    const run = await new Promise<{ code: number; stdout: string }>((done) =>
      execFile(
        process.execPath,
        [compiled('ratings/rebuild-cli.js')],
        { env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', DATABASE_URL: t.db.url, MIGRATE_ON_START: 'false' } },
        (error, stdout) => done({ code: error ? Number(error.code) : 0, stdout }),
      ),
    );
    expect(run).toEqual({
      code: 0,
      stdout: expect.stringMatching(/^rebuilt 2 ratings from 2 rated matches in .*: every one as stored\n$/),
    });
  });

  it('shows a private rated match’s change to anyone, and its id only to those who may read the match', async () => {
    const cat = new MatchClient(t.app, 'cat', await registerAndLogin(t.app, 'cat'));
    const games = await gamesOf('ann');
    const id = await ann.create({
      gameId: 'maw',
      options: { target: 5 },
      rated: true,
      visibility: 'private',
      invite: ['ben'],
    });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    await ben.post(`/api/matches/${id}/resign`).expect(200);
    await until('the private match applied', async () => (await gamesOf('ann')) === games + 1);

    const newest = async (reader: request.Test) => ((await reader.expect(200)).body as RatingHistory).items[0];
    const path = '/api/players/ann/ratings/maw/history?limit=1';
    expect(await newest(ann.get(path))).toMatchObject({ matchId: id, games: games + 1 });
    expect(await newest(ben.get(path))).toMatchObject({ matchId: id, games: games + 1 });
    expect(await newest(cat.get(path))).toMatchObject({ matchId: null, games: games + 1 });
    expect(await newest(anonymous().get(path))).toMatchObject({ matchId: null, games: games + 1 });
    const query = 'query { ratingHistory(handle: "ann", pool: "maw", limit: 1) { items { matchId games } } }';
    expect((await graphql(cat, query)).ratingHistory.items).toEqual([{ matchId: null, games: games + 1 }]);
    expect((await graphql(ben, query)).ratingHistory.items).toEqual([{ matchId: id, games: games + 1 }]);
  });
});
