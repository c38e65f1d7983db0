import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchBody, MatchClient } from '../support/match-client';
import { movedRecord, RECORD_BODY } from '../support/moved-record';
import { playMatch } from '../support/play-match';
import { xorshift } from '../support/random-playout';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchVerifier } from '../../src/matches/verify/match-verifier';
import { SPECTATOR } from '../../src/engine';
import { writeRecord } from '../../src/records/record-writer';
import { GOLDEN_SITE, goldenLog, goldenRecorded } from '../support/golden-record';
import { RECORD_GAMES } from '../../src/records/record-games';
import { verifyRecords } from '../../src/records/verify-records';

/** A record as sent to POST /api/records. */
function post(app: NestFastifyApplication, bearer: string, text: string): request.Test {
  return request(app.getHttpServer())
    .post('/api/records')
    .set('authorization', `Bearer ${bearer}`)
    .set(RECORD_BODY)
    .send(text);
}

function served(app: NestFastifyApplication, id: string): Promise<string> {
  return request(app.getHttpServer())
    .get(`/api/matches/${id}/record`)
    .expect(200)
    .then((res) => res.text);
}

/** The record as a server that imported it serves it: the same, marked imported after its Status. */
function asImported(text: string): string {
  return text.replace(/^(\[Status "finished"\]\n)/m, '$1[Imported "true"]\n');
}

/** The divergence record:verify reports for a text, as the import's `details` carry it. */
function divergenceOf(text: string): Record<string, unknown> {
  const [verdict] = verifyRecords(text, RECORD_GAMES, new Date());
  if (verdict.kind !== 'diverges') throw new Error(`the text does not diverge: ${verdict.kind}`);
  const { section, move, ...rest } = verdict.divergence;
  return { ...rest, ...(section === null ? {} : { section }), ...(move === null ? {} : { move }) };
}

/** A record with the first line `pattern` matches rewritten by `change`. */
/** `text` without its line that matches `pattern`. */
function without(text: string, pattern: RegExp): string {
  return text
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');
}

function tampered(text: string, pattern: RegExp, change: (line: string) => string): string {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => pattern.test(l));
  if (i < 0) throw new Error(`no line matches ${pattern}`);
  lines[i] = change(lines[i]);
  return lines.join('\n');
}

const IMPORT = `mutation($record: String!) {
  importRecord(record: $record) {
    fresh
    match { id status seq creator yourSeat seed commitment imported { site matchId } players { handle displayName seat } }
  }
}`;

describe('importing records of matches played elsewhere', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://parlour.example' } });
  /** ann, ben and cat play here; the records of their matches are moved to another server's ids. */
  const players: MatchClient[] = [];
  /** The importer. */
  let ida: MatchClient;
  /** Our own record of the Maw match, and its id. */
  let native: { id: string; record: string };
  /** A Maw set played on another server, with a robbery in game 5: its golden log, and its records. */
  const golden = goldenLog('maw', 'two-players-default');
  const maw = {
    spectator: writeRecord(goldenRecorded(golden), SPECTATOR),
    robber: writeRecord(goldenRecorded(golden), 1),
  };
  /** A Pope Joan match played here, its record moved to another server's id. */
  const JOAN = 'joan-42';
  let joan: { end: MatchBody; spectator: string };
  let active: string;

  const matchCount = () => t.app.get(PrismaService).match.count();
  const eventCount = () => t.app.get(PrismaService).matchEvent.count();

  beforeAll(async () => {
    for (const handle of ['ann', 'ben', 'cat'])
      players.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
    const [ann, ben] = players;
    const pick = xorshift(4242);
    const mawPlayed = await playMatch([ann, ben], 'maw', { target: 5 }, pick);
    native = { id: mawPlayed.id, record: await served(t.app, mawPlayed.id) };
    const joanPlayed = await playMatch(players, 'pope-joan', { deals: 1 }, pick);
    joan = { end: joanPlayed.end, spectator: movedRecord(await served(t.app, joanPlayed.id), JOAN) };
    active = (await ann.get(`/api/matches/${await ann.create({ gameId: 'maw' })}/record`).expect(200)).text;
    ida = new MatchClient(t.app, 'ida', await registerAndLogin(t.app, 'ida'));
  });

  it('plays a Maw set with a robbery whose discard the spectator record hides', () => {
    expect(maw.spectator).toMatch(/^\d+\. S\d rob \?\?$/m);
    expect(maw.robber).not.toMatch(/rob \?\?/);
  });

  it('imports a finished Maw match as a match of names, public and finished, and serves its record back', async () => {
    const res = await post(t.app, ida.bearer, maw.spectator).expect(201);
    expect(res.body.fresh).toBe(true);
    const match = res.body.match as MatchBody;
    expect(match).toMatchObject({
      status: 'finished',
      visibility: 'open',
      creator: 'ida',
      yourSeat: null,
      inviteCode: expect.any(String),
      imported: { site: GOLDEN_SITE, matchId: golden.matchId },
      commitment: golden.commitment,
      seed: golden.seed,
      options: golden.options,
      result: golden.end.result,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-02-14T18:30:00.000Z',
      players: golden.players.map((id, seat) => ({ handle: null, displayName: `Player ${id}`, seat, awayUntil: null })),
    });
    expect(match.id).not.toBe(golden.matchId);
    const record = await served(t.app, match.id);
    expect(record).toBe(asImported(maw.spectator));
    expect(verifyRecords(record, RECORD_GAMES, new Date()).map((v) => v.kind)).toEqual(['ok']);
    // Everyone reads it as a spectator does: no account sits at it, not even the ones with its seats' handles.
    const anonymous = (await request(t.app.getHttpServer()).get(`/api/matches/${match.id}`).expect(200)).body;
    expect(anonymous.view).toEqual(match.view);
    for (const reader of [ida, ...players]) {
      const seen = await reader.match(match.id);
      expect(seen.yourSeat).toBeNull();
      expect(seen.view).toEqual(anonymous.view);
      expect(seen.legalMoves).toEqual([]);
    }
  });

  it('re-derives the hidden parts from the seed: the stored log is the one played, discards and all', async () => {
    const [imported] = await t.app.get(PrismaService).match.findMany({ where: { originId: golden.matchId } });
    const stored = await t.app.get(PrismaService).matchEvent.findMany({
      where: { matchId: imported.id },
      orderBy: { seq: 'asc' },
    });
    const played = golden.events.map((row) => row.event).filter((e) => e.kind === 'move' || e.kind === 'timedOut');
    expect(stored.map((e) => ({ kind: e.kind, ...(e.payload as object) }))).toEqual([
      { kind: 'started', seating: ['imported-seat-0', 'imported-seat-1'] },
      ...played,
    ]);
    expect(played.some((e) => e.kind === 'move' && /^rob [^?]/.test(e.move))).toBe(true);
    // To everyone the log shows the robbery as the record did: `rob ??`.
    const log = (await ida.log(imported.id)).filter((e) => e.kind === 'move');
    expect(log.map((e) => e.move?.text)).toContain('rob ??');
    expect(log.every((e) => e.player === null)).toBe(true);
    // match:verify finds its row, log, commitment (over its id where it was played) and clock consistent.
    expect(await t.app.get(MatchVerifier).verify(imported.id)).toEqual({ ok: true, seq: stored.length, problems: [] });
  });

  it('answers the same match, 200, to the same record again and to the robber’s record of it: nothing is added', async () => {
    const [imported] = await t.app.get(PrismaService).match.findMany({ where: { originId: golden.matchId } });
    const [matches, events] = [await matchCount(), await eventCount()];
    for (const text of [maw.spectator, maw.robber]) {
      const again = await post(t.app, ida.bearer, text).expect(200);
      expect(again.body.fresh).toBe(false);
      expect(again.body.match.id).toBe(imported.id);
    }
    expect([await matchCount(), await eventCount()]).toEqual([matches, events]);
  });

  it('never duplicates a match of its own: its record names the match played here', async () => {
    const before = await t.app.get(PrismaService).match.count();
    const res = await post(t.app, players[2].bearer, native.record).expect(200);
    expect(res.body).toMatchObject({ fresh: false, match: { id: native.id, imported: null } });
    expect(res.body.match.players.map((p: { handle: string }) => p.handle)).toEqual(['ann', 'ben']);
    expect(await t.app.get(PrismaService).match.count()).toBe(before);
  });

  it('imports Pope Joan over GraphQL as REST does, and reads it back the same', async () => {
    const res = await graphql(t.app, IMPORT, { record: joan.spectator }, ida.bearer).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { fresh, match } = res.body.data.importRecord;
    expect(fresh).toBe(true);
    expect(match).toMatchObject({
      status: 'finished',
      creator: 'ida',
      yourSeat: null,
      seed: joan.end.seed,
      imported: { site: 'https://elsewhere.example', matchId: JOAN },
      players: ['ann', 'ben', 'cat'].map((displayName, seat) => ({ handle: null, displayName, seat })),
    });
    const rest = await post(t.app, ida.bearer, joan.spectator).expect(200);
    expect(rest.body.match).toMatchObject(match);
    expect(await served(t.app, match.id)).toBe(asImported(joan.spectator));
    const again = await graphql(t.app, IMPORT, { record: joan.spectator }, ida.bearer).expect(200);
    expect(again.body.data.importRecord).toEqual({ fresh: false, match });
  });

  it('writes a record imported twice at once once', async () => {
    const text = movedRecord(joan.spectator, 'joan-twice');
    const answers = await Promise.all([post(t.app, ida.bearer, text), post(t.app, players[0].bearer, text)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.match.id)).size).toBe(1);
    expect(await t.app.get(PrismaService).match.count({ where: { originId: 'joan-twice' } })).toBe(1);
  });

  it('lists the imported matches in the archive beside those played here', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/matches/archive').expect(200);
    const origins = res.body.items.map((m: MatchBody) => (m.imported as { matchId: string } | null)?.matchId);
    expect(origins).toEqual(expect.arrayContaining([golden.matchId, JOAN]));
  });

  describe('refusals: nothing is stored', () => {
    let counts: number[];
    beforeEach(async () => {
      counts = [await matchCount(), await eventCount()];
    });
    afterEach(async () => {
      expect([await matchCount(), await eventCount()]).toEqual(counts);
    });

    const cases: [string, () => string][] = [
      [
        'a changed card',
        () => tampered(joan.spectator, /^\d+\. S\d [2-9JQKA][CDHS]$/, (l) => l.replace(/\S+$/, '10S')),
      ],
      ['another seed', () => tampered(joan.spectator, /^\[Seed /, () => `[Seed "${'ab'.repeat(32)}"]`)],
      [
        'another commitment',
        () => tampered(joan.spectator, /^\[Commitment /, () => `[Commitment "${'cd'.repeat(32)}"]`),
      ],
      ['a record cut short', () => joan.spectator.split('\n').slice(0, -4).join('\n') + '\n'],
      ['an unknown game', () => tampered(maw.spectator, /^\[Game /, () => '[Game "whist"]')],
      // A finished record must carry what proves it: not unfinished, but a record that does not verify.
      ['a finished record without its Seed', () => without(joan.spectator, /^\[Seed /)],
      ['a finished record without its Ended', () => without(joan.spectator, /^\[Ended /)],
    ];
    it.each(cases)(
      'refuses %s with the first divergence, as record:verify finds it (REST and GraphQL)',
      async (_name, text) => {
        const body = text();
        const expected = divergenceOf(body);
        const res = await post(t.app, ida.bearer, body).expect(422);
        expect(res.body.error).toMatchObject({ code: 'RECORD_INVALID', details: expected });
        expect(res.body.error.message).toContain(`line ${String(expected.line)}`);
        const gql = await graphql(t.app, IMPORT, { record: body }, ida.bearer).expect(200);
        expect(gql.body.errors[0].extensions).toMatchObject({ code: 'RECORD_INVALID', details: expected });
      },
    );

    it('refuses a record of a match not finished', async () => {
      const res = await post(t.app, ida.bearer, active).expect(422);
      expect(res.body.error).toMatchObject({ code: 'RECORD_UNFINISHED', details: { status: 'unsealed' } });
    });

    it('refuses two records, and none', async () => {
      const two = await post(t.app, ida.bearer, `${maw.spectator}\n${joan.spectator}`).expect(422);
      expect(two.body.error).toMatchObject({ code: 'RECORD_NOT_SINGLE', details: { records: 2 } });
      const none = await post(t.app, ida.bearer, '\n').expect(422);
      expect(none.body.error).toMatchObject({ code: 'RECORD_NOT_SINGLE', details: { records: 0 } });
    });

    it('reads only text/plain, within the body limit, from a signed-in player with the scope', async () => {
      await request(t.app.getHttpServer())
        .post('/api/records')
        .set('content-type', 'text/plain')
        .send(maw.spectator)
        .expect(401);
      const json = await request(t.app.getHttpServer())
        .post('/api/records')
        .set('authorization', `Bearer ${ida.bearer}`)
        .send({ record: maw.spectator })
        .expect(415);
      expect(json.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', details: { supported: ['text/plain'] } });
      await post(t.app, ida.bearer, maw.spectator.padEnd(70 * 1024, '\n')).expect(413);
      const player = await createToken(t.app, ida.bearer, ['match:read', 'match:play']);
      await post(t.app, player.secret, maw.spectator).expect(403);
      const gql = await graphql(t.app, IMPORT, { record: maw.spectator }, player.secret).expect(200);
      expect(gql.body.errors[0].extensions).toMatchObject({
        code: 'FORBIDDEN',
        details: { missingScopes: ['records:import'] },
      });
      const importer = await createToken(t.app, ida.bearer, ['records:import']);
      await post(t.app, importer.secret, maw.spectator).expect(200);
    });
  });

  it('refuses a record of a match already here whose moves differ, naming the match', async () => {
    const prisma = t.app.get(PrismaService);
    const [imported] = await prisma.match.findMany({ where: { originId: JOAN } });
    // The stored log made to differ from the record: its last move gone.
    await prisma.matchEvent.delete({ where: { matchId_seq: { matchId: imported.id, seq: imported.seq - 1 } } });
    const res = await post(t.app, ida.bearer, joan.spectator).expect(409);
    expect(res.body.error).toMatchObject({ code: 'RECORD_CONFLICT', details: { matchId: imported.id } });
  });
});
