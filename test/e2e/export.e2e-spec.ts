import { randomUUID } from 'node:crypto';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { commitment, seedFromHex } from '../../src/engine';
import { summarize, EMPTY_MATCH, replayMatch } from '../../src/matches/domain/match-state';
import { MatchesRepository } from '../../src/matches/persistence/matches.repository';
import { MatchReader } from '../../src/matches/reading/match-reader';
import { ArchiveBackfill } from '../../src/matches/reading/archive-backfill';
import { EXPORT_BATCH } from '../../src/matches/reading/exported-matches';
import { RECORD_GAMES } from '../../src/records/record-games';
import { verifyRecords } from '../../src/records/verify-records';
import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { GroundTruth } from '../support/ground-truth';
import { matchLeaks } from '../support/leak-check';
import { MatchBody, MatchClient } from '../support/match-client';
import { NdjsonStream } from '../support/ndjson-stream';
import { PlayedMatch, playMatch, unredactedMoves } from '../support/play-match';
import { xorshift } from '../support/random-playout';
import { newMatchRow } from '../support/match-rows';

const EXPORT_MAX = 400;
/**
 * The budgets' window: an export budget gives a match back every 216 s (a day
 * over EXPORT_MAX), longer than a test here may run, so none comes back while
 * one spends it, on the server's clock or Redis's.
 */
const WINDOW = '1d';

/** The matches of an NDJSON export, in order. */
function lines(text: string): MatchBody[] {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as MatchBody);
}

/**
 * GET /api/matches/export streams finished matches, the latest ended first,
 * as NDJSON or records: public ones to anyone, the caller's own private ones
 * too, each as the caller saw it; under a budget of its own, counted by
 * matches; read from the database a batch at a time.
 */
describe('exporting matches', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_WINDOW: WINDOW, RATE_LIMIT_MAX: '5000', EXPORT_RATE_LIMIT_MAX: String(EXPORT_MAX) },
  });
  let ann: MatchClient;
  let ben: MatchClient;
  let cat: MatchClient;
  const played: PlayedMatch[] = [];
  let secret: PlayedMatch;
  let joan: PlayedMatch;

  const get = (client: MatchClient | null, query: string): request.Test =>
    client
      ? client.get(`/api/matches/export?${query}`)
      : request(t.app.getHttpServer()).get(`/api/matches/export?${query}`);

  beforeAll(async () => {
    [ann, ben, cat] = await Promise.all(
      ['ann', 'ben', 'cat'].map(async (h) => new MatchClient(t.app, h, await registerAndLogin(t.app, h))),
    );
    const pick = xorshift(26);
    played.push(await playMatch([ann, ben], 'maw', { target: 5, dealerRobsAce: true }, pick));
    played.push(await playMatch([ben, cat], 'maw', { target: 5 }, pick));
    joan = await playMatch([ann, ben, cat], 'pope-joan', { deals: 1 }, pick);
    secret = await playMatch([ann, ben], 'maw', { target: 5 }, pick, { visibility: 'private', invite: ['ben'] });
    // A match still being played is never exported.
    await ann.create({ gameId: 'maw' });
  }, 120_000); // four whole matches

  it('streams the finished open matches to anyone as a spectator saw them, the latest ended first', async () => {
    const res = await get(null, '')
      .expect(200)
      .expect('content-type', /^application\/x-ndjson/);
    const out = lines(res.text);
    expect(out.map((m) => m.id)).toEqual([joan.id, played[1].id, played[0].id]);
    for (const m of out) expect(m).toMatchObject({ status: 'finished', yourSeat: null });
    // Each line is the match as GET /api/matches/{id} shows it to the same reader.
    for (const m of out) expect(m).toEqual((await request(t.app.getHttpServer()).get(`/api/matches/${m.id}`)).body);
  });

  it("adds the caller's own private matches, from their seat, and never another's", async () => {
    const mine = lines((await get(ann, '').expect(200)).text);
    expect(mine.map((m) => m.id)).toEqual([secret.id, joan.id, played[1].id, played[0].id]);
    expect(mine.map((m) => m.yourSeat)).toEqual([0, 0, null, 0]);
    for (const m of mine) expect(m).toEqual(await ann.match(m.id));
    expect(lines((await get(cat, '').expect(200)).text).map((m) => m.id)).not.toContain(secret.id);
  });

  it('shows no card its reader could not see, checked against the ground truth of every match', async () => {
    const readers = [null, ann, ben, cat];
    let checked = 0;
    for (const p of [...played, joan, secret]) {
      const seats = p === joan ? [ann, ben, cat] : p === played[1] ? [ben, cat] : [ann, ben];
      const truth = GroundTruth.rebuild(
        p.end.gameId as string,
        seats.length,
        p === joan ? { deals: 1 } : { target: 5, ...(p === played[0] ? { dealerRobsAce: true } : {}) },
        p.end.seed as string,
        seats.length,
        await unredactedMoves(seats, p.id),
      );
      for (const reader of readers) {
        const seat = reader ? seats.indexOf(reader) : -1;
        const shown = lines((await get(reader, '').expect(200)).text).find((m) => m.id === p.id);
        if (!shown) continue;
        checked++;
        expect(matchLeaks(shown, truth.knowledge(p.end.seq, seat < 0 ? 'spectator' : seat))).toEqual([]);
      }
    }
    // Three open matches to all four readers, the private one to its two players.
    expect(checked).toBe(3 * 4 + 2);
  });

  it('narrows to a game, a player and when they ended, and stops at max', async () => {
    const ids = async (query: string) => lines((await get(ann, query).expect(200)).text).map((m) => m.id);
    expect(await ids('gameId=pope-joan')).toEqual([joan.id]);
    expect(await ids('player=cat')).toEqual([joan.id, played[1].id]);
    expect(await ids('player=cat&gameId=maw')).toEqual([played[1].id]);
    expect(await ids('max=2')).toEqual([secret.id, joan.id]);
    const ended = (p: PlayedMatch) => Date.parse(p.end.updatedAt as string);
    expect(await ids(`since=${new Date(ended(joan)).toISOString()}`)).toEqual([secret.id, joan.id]);
    expect(await ids(`until=${new Date(ended(joan)).toISOString()}`)).toEqual([played[1].id, played[0].id]);
    expect(await ids('since=2000-01-01&until=2000-01-02')).toEqual([]);
    const badDates = ['since=0000-01-01', 'until=0000-01-01', 'format=record&since=0000-06-01'];
    for (const bad of ['max=0', 'format=pgn', 'since=yesterday', 'limit=5', ...badDates])
      expect((await get(ann, bad).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    for (const unknown of ['player=nobody', 'gameId=chess'])
      expect((await get(ann, unknown).expect(404)).body.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("is the archive's search streamed out: the same filters under the same names, the same order", async () => {
    const ids = async (query: string) => lines((await get(ann, query).expect(200)).text).map((m) => m.id);
    const archived = async (query: string) =>
      ((await ann.get(`/api/matches/archive?limit=100&${query}`).expect(200)).body.items as MatchBody[]).map(
        (m) => m.id,
      );
    const ended = new Date(Date.parse(joan.end.updatedAt as string)).toISOString();
    const searches = [
      '',
      'order=oldest',
      'gameId=maw&seats=2',
      'player=ann&result=won',
      'player=ann&opponent=cat',
      'player=ben&opponent=cat&order=oldest',
      'gameId=maw&options=target:5',
      `endedAfter=${ended}`,
      `endedBefore=${ended}&order=oldest`,
    ];
    for (const query of searches)
      expect({ query, ids: await ids(query) }).toEqual({ query, ids: await archived(query) });
    // since and until are the older names of endedAfter and endedBefore, never given with them.
    expect(await ids(`since=${ended}`)).toEqual(await ids(`endedAfter=${ended}`));
    for (const both of [`since=${ended}&endedAfter=${ended}`, `until=${ended}&endedBefore=${ended}`])
      expect((await get(ann, both).expect(400)).body.error.details.field).toMatch(/^(since|until)$/);
    for (const bad of ['result=won', 'options=target:5', 'order=newest', 'cursor=nope'])
      expect((await get(ann, bad).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  });

  it("pages with the archive's cursor: an export stopped at max links to the rest, and goes on from an archive page", async () => {
    const everything = lines((await get(ann, '').expect(200)).text).map((m) => m.id);
    expect(everything).toHaveLength(4);
    // Stopped at max: a Link to the same export after its last match; none once the search is done.
    const first = await get(ann, 'format=ndjson&max=3').expect(200);
    const link = /^<([^>]+)>; rel="next"$/.exec(first.headers.link as string)?.[1] as string;
    expect(new URL(link, 'http://x').searchParams.get('max')).toBe('3');
    const rest = await ann.get(link).expect(200);
    expect([...lines(first.text), ...lines(rest.text)].map((m) => m.id)).toEqual(everything);
    expect(rest.headers.link).toBeUndefined();
    expect((await get(ann, 'max=4').expect(200)).headers.link).toBeUndefined();
    // An archive page's next goes on in the export of the same search, in records too, and the other way round.
    const maw = everything.filter((id) => id !== joan.id);
    const page = (await ann.get('/api/matches/archive?gameId=maw&limit=1').expect(200)).body as { next: string };
    const records = (await get(ann, `gameId=maw&format=record&cursor=${page.next}`).expect(200)).text;
    expect(records.match(/^\[MatchId "([^"]+)"\]$/gm)).toEqual(maw.slice(1).map((id) => `[MatchId "${id}"]`));
    const stopped = await get(ann, 'gameId=maw&format=record&max=1').expect(200);
    const cursor = new URL(/^<([^>]+)>/.exec(stopped.headers.link as string)?.[1] as string, 'http://x').searchParams;
    const archivePage = await ann.get(`/api/matches/archive?gameId=maw&cursor=${cursor.get('cursor')}`).expect(200);
    expect((archivePage.body.items as MatchBody[]).map((m) => m.id)).toEqual(maw.slice(1));
    // A cursor is bound to its search: another search's is refused.
    expect((await get(ann, `gameId=pope-joan&cursor=${page.next}`).expect(400)).body.error.details.field).toBe(
      'cursor',
    );
  });

  it('writes records that each verify, as the reader may see them', async () => {
    const res = await get(ann, 'format=record')
      .expect(200)
      .expect('content-type', /^text\/plain/);
    const verdicts = verifyRecords(res.text, RECORD_GAMES, new Date());
    expect(verdicts.map((v) => v.kind)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(res.text.match(/^\[MatchId "([^"]+)"\]$/gm)).toEqual(
      [secret, joan, played[1], played[0]].map((p) => `[MatchId "${p.id}"]`),
    );
    // Each record is written for its reader: ann's seat where she sat, a spectator's elsewhere and to a reader without an account.
    expect(res.text.match(/^\[Viewer "[^"]+"\]$/gm)).toEqual(
      ['S0', 'S0', 'spectator', 'S0'].map((v) => `[Viewer "${v}"]`),
    );
    const anonymous = (await get(null, 'format=record&gameId=maw').expect(200)).text;
    expect(anonymous.match(/^\[Viewer "[^"]+"\]$/gm)).toEqual(['[Viewer "spectator"]', '[Viewer "spectator"]']);
  });

  it('streams a long export a batch at a time, only as fast as it is read', async () => {
    // Copies of one finished match, written through the repository with logs of their own, and their summaries.
    const repo = t.app.get(MatchesRepository);
    const source = await t.app.get(MatchReader).found(played[0].id);
    const events = (await repo.events(source.id, 0)).map((r) => r.event);
    const setup = t.app.get(MatchReader).setupOf(source);
    const replayed = replayMatch(setup, EMPTY_MATCH, events);
    if (!replayed.ok) throw new Error('the match replays');
    const copies = 300;
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < copies; i++) {
      const id = randomUUID();
      await repo.create(
        newMatchRow(
          source.creatorId,
          {
            id,
            options: source.options,
            rulesVersion: source.rulesVersion,
            seed: source.seed,
            shuffleAlgorithm: source.shuffleAlgorithm,
            commitment: commitment(id, seedFromHex(source.seed) as Uint8Array, source.shuffleAlgorithm),
          },
          {
            events,
            summary: summarize(replayed.state),
            at: new Date(base + i * 1000),
            joined: [...source.seating],
          },
        ),
      );
    }
    // Their archive entries, as for any match that finished before entries were written with it.
    expect(await t.app.get(ArchiveBackfill).run()).toBe(copies);
    const batches = jest.spyOn(repo, 'findMany');
    await t.app.listen(0, '127.0.0.1');
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const stream = new NdjsonStream(port, '/api/matches/export?since=2026-01-01&until=2026-01-02', ann.bearer);
    await stream.until((s) => s.values.length > 0);
    // The reader has the first lines; the server has read only what the socket's buffers could take.
    const early = batches.mock.calls.length;
    await stream.until((s) => s.ended);
    expect(stream.values).toHaveLength(copies);
    expect(early).toBeLessThan(batches.mock.calls.length);
    expect(batches.mock.calls.length).toBe(Math.ceil(copies / EXPORT_BATCH));
    for (const [ids] of batches.mock.calls) expect(ids.length).toBeLessThanOrEqual(EXPORT_BATCH);
    const times = stream.values.map((m) => Date.parse(m.updatedAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(stream.values.map((m) => m.id)).size).toBe(copies);
    batches.mockRestore();
  }, 120_000); // 300 matches written, then exported

  it('counts matches against a budget of its own, apart from the calls budget', async () => {
    const dan = new MatchClient(t.app, 'dan', await registerAndLogin(t.app, 'dan'));
    const first = await get(dan, 'max=10').expect(200);
    expect(lines(first.text)).toHaveLength(10);
    expect(Number(first.headers['ratelimit-limit'])).toBe(EXPORT_MAX);
    // The calls budget is untouched by exports, and an export leaves the calls' headers alone.
    const call = await dan.get('/api/me').expect(200);
    expect(Number(call.headers['ratelimit-limit'])).toBe(5000);
    expect(Number(call.headers['ratelimit-remaining'])).toBe(5000 - 1);
    // The ten matches sent were charged: the next export may send what the budget has left, and no more.
    const rest = await get(dan, '').expect(200);
    expect(Number(rest.headers['ratelimit-remaining'])).toBe(EXPORT_MAX - 10 - 1);
    const everything = lines(rest.text).length;
    expect(everything).toBe(3 + 300);
    const last = await get(dan, '').expect(200);
    expect(lines(last.text)).toHaveLength(EXPORT_MAX - 10 - everything);
    const refused = await get(dan, '').expect(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Moves go on: the calls budget still has room.
    await dan.get('/api/me').expect(200);
  }, 120_000); // exports of some 300 matches, three times
});
