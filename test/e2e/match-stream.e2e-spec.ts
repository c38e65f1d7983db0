import { AddressInfo } from 'node:net';
import { PrismaService } from '../../src/database/prisma.service';
import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient } from '../support/match-client';
import { NdjsonStream } from '../support/ndjson-stream';
import { xorshift } from '../support/random-playout';

const env = { RATE_LIMIT_MAX: '100000', STREAM_KEEPALIVE: '1', REALTIME_MAX_CONNECTIONS_PER_PLAYER: '2' };

interface Notice {
  reason: string;
  match: { id: string; seq: number; status: string };
}

interface Line {
  event: { seq: number };
  match: { seq: number; status: string } | null;
}

describe('GET /api/matches/:id/stream (NDJSON)', () => {
  const t = useTestApp({ env });
  let port: number;
  let ann: MatchClient;
  let ben: MatchClient;
  const streams: NdjsonStream[] = [];

  function stream(client: MatchClient, path: string): NdjsonStream {
    const s = new NdjsonStream(port, path, client.bearer);
    streams.push(s);
    return s;
  }

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
  });

  afterAll(() => streams.forEach((s) => s.close()));

  async function moveOnce(id: string, pick: () => number): Promise<number> {
    for (const client of [ann, ben]) {
      const m = await client.match(id);
      if (m.legalMoves.length === 0) continue;
      const move = m.legalMoves[Math.floor(pick() * m.legalMoves.length)];
      return (await client.post(`/api/matches/${id}/moves`, { expectedSeq: m.seq, move: move.text }).expect(200)).body
        .match.seq as number;
    }
    throw new Error('nobody may move');
  }

  it('streams the log from fromSeq on, then each move, with keep-alive lines while idle, as the REST log and match show them', async () => {
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const pick = xorshift(5);
    await moveOnce(id, pick);
    const s = stream(ben, `/api/matches/${id}/stream?fromSeq=2`);
    const start = (await ben.match(id)).seq;
    await s.until((x) => x.values.some((v) => (v as unknown as Line).match?.seq === start));
    await s.until((x) => x.lines.includes(''));
    const seq = await moveOnce(id, pick);
    await s.until((x) => x.values.some((v) => (v as unknown as Line).match?.seq === seq));
    expect(s.status).toBe(200);
    const log = await ben.log(id, 2);
    expect(s.values[0].event).toMatchObject({ seq: 2 });
    expect(s.values.map((v) => v.event)).toEqual(log);
    expect(s.values.at(-1)?.match).toEqual(await ben.match(id));
    s.close();
  });

  it("takes the match's seq as it reads it: from there, exactly what comes next, on the stream and the log", async () => {
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const pick = xorshift(7);
    await moveOnce(id, pick);
    const read = (await ben.match(id)).seq;
    expect((await ben.get(`/api/matches/${id}/events?fromSeq=${read}`).expect(200)).body).toEqual({
      items: [],
      next: null,
    });
    const s = stream(ben, `/api/matches/${id}/stream?fromSeq=${read}`);
    await s.until((x) => x.lines.includes(''));
    const seq = await moveOnce(id, pick);
    await s.until((x) => x.values.some((v) => (v as unknown as Line).match?.seq === seq));
    const next = await ben.log(id, read);
    expect(next.map((e) => e.seq)).toEqual([...Array(seq - read).keys()].map((i) => read + i));
    expect(s.values.map((v) => v.event)).toEqual(next);
    s.close();
  });

  it('ends when the match ends', async () => {
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const s = stream(ann, `/api/matches/${id}/stream`);
    await ben.post(`/api/matches/${id}/resign`).expect(200);
    await s.until((x) => x.ended);
    expect((s.values.at(-1) as unknown as Line).match?.status).toBe('finished');
  });

  it('streams my turns at /api/me/turns/stream: the match already awaiting me, each time one comes to await me, and its end', async () => {
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const pick = xorshift(9);
    while ((await ben.match(id)).legalMoves.length === 0) await moveOnce(id, pick);
    const turns = stream(ben, '/api/me/turns/stream');
    const notices = () => turns.values as unknown as Notice[];
    const about = (n: Notice) => n.match.id === id;
    await turns.until(() => notices().some(about));
    expect(turns.status).toBe(200);
    // Exactly what REST shows Ben of that match: his view and legal moves, nothing of Ann's hand.
    expect(notices().find(about)).toEqual({ reason: 'YOUR_TURN', match: await ben.match(id) });
    const mine = (await ben.match(id)).seq;
    await moveOnce(id, pick);
    while ((await ben.match(id)).legalMoves.length === 0) await moveOnce(id, pick);
    const next = (await ben.match(id)).seq;
    await turns.until(() => notices().some((n) => about(n) && n.match.seq === next));
    expect(
      notices()
        .filter(about)
        .map((n) => [n.reason, n.match.seq]),
    ).toEqual([
      ['YOUR_TURN', mine],
      ['YOUR_TURN', next],
    ]);
    await turns.until((x) => x.lines.includes(''));
    await ann.post(`/api/matches/${id}/resign`).expect(200);
    await turns.until(() => notices().some((n) => about(n) && n.reason === 'MATCH_ENDED'));
    expect(notices().filter(about).at(-1)?.match.status).toBe('finished');
    expect(turns.ended).toBe(false);
    turns.close();
  });

  it('ends a stream whose log no longer replays with CORRUPT_LOG, telling where and never why', async () => {
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    await moveOnce(id, xorshift(5));
    // The state stays cached at this seq, so the read that opens the stream succeeds and the feed replays the log.
    const prisma = t.app.get(PrismaService);
    const first = await prisma.matchEvent.findFirstOrThrow({ where: { matchId: id, kind: 'move' } });
    await prisma.matchEvent.update({
      where: { matchId_seq: { matchId: id, seq: first.seq } },
      data: { payload: { ...(first.payload as object), move: 'accept' } },
    });
    const s = stream(ben, `/api/matches/${id}/stream`);
    await s.until((x) => x.values.some((v) => 'error' in (v as object)));
    expect(s.values.at(-1)).toEqual({
      error: {
        code: 'CORRUPT_LOG',
        message: `match ${id} does not replay at event ${first.seq}; an operator can inspect it with: npm run match:verify -- ${id}`,
        details: {},
      },
    });
  });

  it('refuses an outsider to a private match, a bad fromSeq, and a player past the bound on streams', async () => {
    const res = await ann.post('/api/matches', { gameId: 'maw', visibility: 'private' }).expect(201);
    const id = res.body.match.id as string;
    await ben.get(`/api/matches/${id}/stream`).expect(404);
    const bad = await ann.get(`/api/matches/${id}/stream?fromSeq=-1`).expect(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'fromSeq' } });
    const open = [stream(ann, `/api/matches/${id}/stream`), stream(ann, `/api/matches/${id}/stream`)];
    await Promise.all(open.map((s) => s.until((x) => x.values.length > 0)));
    const refused = await ann.get(`/api/matches/${id}/stream`).expect(429);
    expect(refused.body.error.code).toBe('TOO_MANY_CONNECTIONS');
  });
});
