import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { compiled } from '../support/compiled-sources';
import { MatchClient } from '../support/match-client';
import { playMatch } from '../support/play-match';
import { xorshift } from '../support/random-playout';
import { describeDivergence } from '../../src/records/record-divergence';
import { RECORD_GAMES } from '../../src/records/record-games';
import { verifyRecords } from '../../src/records/verify-records';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Every verdict of a text of records, as one line each (OK, or the divergence). */
function verdicts(text: string): string[] {
  return verifyRecords(text, RECORD_GAMES, new Date()).map((v) =>
    v.kind === 'diverges' ? describeDivergence(v.divergence) : v.kind,
  );
}

describe('match records over REST and GraphQL, and record:verify as a process', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://parlour.example' } });
  const http = () => request(t.app.getHttpServer());
  const seats: MatchClient[] = [];
  /** Signed in, with no part in the matches: a spectator. */
  let eve: MatchClient;
  /** Records of finished matches, as each of their seats and a spectator read them. */
  const exported: string[] = [];
  let maw: string;
  let dir: string;

  const record = (client: MatchClient | null, id: string) =>
    (client ? client.get(`/api/matches/${id}/record`) : http().get(`/api/matches/${id}/record`)).expect(200);

  async function exportAll(id: string, players: readonly MatchClient[]): Promise<void> {
    for (const c of [...players, eve]) exported.push((await record(c, id)).text);
    exported.push((await record(null, id)).text);
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'records-'));
    for (const handle of ['ann', 'ben', 'cat', 'dan', 'eve'])
      seats.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
    eve = seats.pop() as MatchClient;
    const pick = xorshift(2718);
    maw = (await playMatch(seats.slice(0, 2), 'maw', { target: 7 }, pick)).id;
    await exportAll(maw, seats.slice(0, 2));
    const partners = await playMatch(seats, 'maw', { partnership: true, target: 5 }, pick);
    await exportAll(partners.id, seats);
    const joan = await playMatch(seats.slice(0, 3), 'pope-joan', { deals: 1 }, pick);
    await exportAll(joan.id, seats.slice(0, 3));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function cli(args: string[], input?: string): Promise<Run> {
    return new Promise((done) => {
      const child = execFile(
        process.execPath,
        [compiled('records/verify-records-cli.js'), ...args],
        { env: { PATH: process.env.PATH } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
      child.stdin?.end(input ?? '');
    });
  }

  it('serves the record as UTF-8 text, tagged by this server, as the caller may see it', async () => {
    const [ann, ben] = seats;
    const res = await record(ann, maw);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toMatch(/^\[Site "https:\/\/parlour\.example"\]\n/);
    expect(res.text).toContain(`[MatchId "${maw}"]`);
    expect(res.text).toContain('[Seat0 "ann"]\n[Seat0Handle "ann"]\n[Seat1 "ben"]\n[Seat1Handle "ben"]');
    expect(res.text).toContain('[Viewer "S0"]');
    expect((await record(ben, maw)).text).toContain('[Viewer "S1"]');
    expect((await record(eve, maw)).text).toContain('[Viewer "spectator"]');
    expect((await record(null, maw)).text).toBe((await record(eve, maw)).text);
  });

  it('verifies every record the server exported, finished Maw sets, partnership Maw and Pope Joan', () => {
    expect(exported).toHaveLength(4 + 6 + 5);
    expect(verdicts(exported.join('\n'))).toEqual(exported.map(() => 'ok'));
  });

  it('verifies the record of a resigned match and of an aborted one', async () => {
    const [ann, ben] = seats;
    const resigned = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${resigned}/join`).expect(200);
    await ben.post(`/api/matches/${resigned}/resign`).expect(200);
    const text = (await record(ann, resigned)).text;
    expect(text).toMatch(/\[Termination "RESIGNED"\]\n\n== Game 1 ==\n1\. S1 resign\n$/);
    const aborted = await ann.create({ gameId: 'pope-joan', seats: 3 });
    await ben.post(`/api/matches/${aborted}/join`).expect(200);
    await seats[2].post(`/api/matches/${aborted}/join`).expect(200);
    await ann.post(`/api/matches/${aborted}/abort`).expect(200);
    const abortedText = (await record(eve, aborted)).text;
    expect(abortedText).toContain('[Status "aborted"]');
    expect(abortedText).toContain('[Seed ');
    expect(verdicts(`${text}\n${abortedText}`)).toEqual(['ok', 'ok']);
  });

  it('answers a conditional GET of an unchanged record with 304', async () => {
    const first = await record(seats[0], maw);
    expect(first.headers.etag).toMatch(/^W\//);
    await seats[0].get(`/api/matches/${maw}/record`).set('if-none-match', first.headers.etag).expect(304);
  });

  it('keeps the seed out of the record of a match in play, and private matches from those with no part in them', async () => {
    const [ann, ben] = seats;
    const id = await ann.create({ gameId: 'maw', visibility: 'private' });
    const code = (await ann.match(id)).inviteCode as string;
    await ben.post('/api/matches/join', { inviteCode: code }).expect(200);
    const text = (await record(ann, id)).text;
    expect(text).toContain('[Status "active"]');
    expect(text).not.toContain('[Seed ');
    expect(verdicts(text)).toEqual(['unsealed']);
    await eve.get(`/api/matches/${id}/record`).expect(404);
    await http().get(`/api/matches/${id}/record`).expect(404);
  });

  it('serves the same record over GraphQL', async () => {
    const res = await graphql(t.app, 'query($id: ID!) { matchRecord(matchId: $id) }', { id: maw }, seats[1].bearer);
    expect(res.body.data.matchRecord).toBe((await record(seats[1], maw)).text);
  });

  it('record:verify prints OK per record and exits 0; the first divergence and 1 for a tampered one', async () => {
    const file = join(dir, 'records.txt');
    writeFileSync(file, exported.slice(0, 3).join('\n'));
    const ok = await cli([file]);
    expect(ok).toEqual({ code: 0, stdout: `record ${maw}: OK\n`.repeat(3), stderr: '' });

    const tampered = exported[0].replace(/^(\d+)\. (S\d) (\S+)$/m, (_, n, seat) => `${n}. ${seat} QQ`);
    const bad = await cli(['-'], `${exported[0]}\n${tampered}`);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(
      new RegExp(
        `^record ${maw}: OK\\nDIVERGES at record 2, line \\d+, (Game|Deal) 1, move 1: expected a move in the notation; found 1\\. S\\d QQ\\n$`,
      ),
    );
  });

  it('record:verify exits 3 for a record without a seed, and 2 without a file', async () => {
    const [ann, ben] = seats;
    const active = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${active}/join`).expect(200);
    const unsealed = await cli(['-'], (await record(ann, active)).text);
    expect(unsealed.code).toBe(3);
    expect(unsealed.stdout).toMatch(/^record 1 \(.*\): UNVERIFIED: no Seed tag/);
    expect(await cli([])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'usage: npm run record:verify -- FILE (or - for stdin)\n',
    });
  });
});
