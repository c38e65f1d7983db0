import request from 'supertest';
import { NoticeRenderer } from '../../src/notices/notice-renderer';
import { graphql } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchBody, MatchClient } from '../support/match-client';
import { MATCH_QUERY } from '../support/match-queries';
import { movedRecord, RECORD_BODY } from '../support/moved-record';

type Role = 'anonymous' | 'creator' | 'seated' | 'lobby' | 'invitee' | 'stranger';
const ROLES: readonly Role[] = ['anonymous', 'creator', 'seated', 'lobby', 'invitee', 'stranger'];

interface Case {
  readonly name: string;
  readonly id: string;
  readonly visibility: 'open' | 'private';
  readonly finished: boolean;
  /** Who holds each role in it; a role no one holds is a stranger's. */
  readonly roles: Partial<Record<Role, MatchClient>>;
  /** Everyone with a part in it: its creator, its players, its invitees. */
  readonly parties: readonly MatchClient[];
}

/** The NDJSON lines of an export. */
const exported = (text: string): MatchBody[] =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as MatchBody);

/**
 * Who may read a match (docs/security.md, "Who may read a match") is one
 * rule, and every path that reads a match keeps it: for each reader (without
 * an account, the creator, a seated player, one in the lobby, an invitee, a
 * stranger) of matches open and private, waiting, in play, finished and
 * imported, the match by id over REST and GraphQL, its log, record and replay,
 * the archive, the export, the statistics, the listings and the notices all
 * agree.
 */
describe('one rule of who may read a match, on every path', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', EXPORT_RATE_LIMIT_MAX: '100000' } });
  const http = () => request(t.app.getHttpServer());
  const clients: Record<string, MatchClient> = {};
  const ids: Record<string, string> = {};
  const cases: Case[] = [];

  const client = async (handle: string): Promise<MatchClient> => {
    const res = await http().post('/api/auth/register').send({ handle, password: 'correct horse battery' }).expect(201);
    ids[handle] = res.body.player.id as string;
    return new MatchClient(t.app, handle, res.body.accessToken as string);
  };

  /** cyd creates a Maw match without a seat, inviting ivy to a private one; lou, then sam, join it. */
  async function made(visibility: 'open' | 'private', seats: 'lobby' | 'full'): Promise<string> {
    const { cyd, lou, sam } = clients;
    const id = await cyd.create({ gameId: 'maw', visibility, takeSeat: false, invite: ['ivy'] });
    const code = (await cyd.match(id)).inviteCode as string;
    const join = (c: MatchClient) =>
      (visibility === 'open'
        ? c.post(`/api/matches/${id}/join`)
        : c.post('/api/matches/join', { inviteCode: code })
      ).expect(200);
    await join(lou);
    if (seats === 'full') await join(sam);
    return id;
  }

  beforeAll(async () => {
    for (const handle of ['cyd', 'sam', 'lou', 'ivy', 'eve']) clients[handle] = await client(handle);
    const { cyd, sam, lou, ivy } = clients;
    for (const visibility of ['open', 'private'] as const) {
      const invitee = visibility === 'private' ? { invitee: ivy } : {};
      const invitees = visibility === 'private' ? [ivy] : [];
      cases.push({
        name: `${visibility} waiting`,
        id: await made(visibility, 'lobby'),
        visibility,
        finished: false,
        roles: { creator: cyd, lobby: lou, ...invitee },
        parties: [cyd, lou, ...invitees],
      });
      cases.push({
        name: `${visibility} in play`,
        id: await made(visibility, 'full'),
        visibility,
        finished: false,
        roles: { creator: cyd, seated: sam, ...invitee },
        parties: [cyd, lou, sam, ...invitees],
      });
      const done = await made(visibility, 'full');
      await sam.post(`/api/matches/${done}/resign`).expect(200);
      cases.push({
        name: `${visibility} finished`,
        id: done,
        visibility,
        finished: true,
        roles: { creator: cyd, seated: sam, ...invitee },
        parties: [cyd, lou, sam, ...invitees],
      });
    }
    // A match played elsewhere, imported by cyd: open, like every imported match.
    const played = cases.find((c) => c.name === 'open finished') as Case;
    const text = movedRecord((await http().get(`/api/matches/${played.id}/record`).expect(200)).text, 'elsewhere-1');
    const imported = await http()
      .post('/api/records')
      .set({ ...RECORD_BODY, authorization: `Bearer ${cyd.bearer}` })
      .send(text)
      .expect(201);
    cases.push({
      name: 'imported',
      id: imported.body.match.id as string,
      visibility: 'open',
      finished: true,
      roles: { creator: cyd },
      parties: [cyd],
    });
  }, 120_000); // a dozen matches made, played and read

  /** The reader holding `role` in `c`: a stranger's client where no one holds it; null for no account. */
  const readerOf = (c: Case, role: Role): MatchClient | null =>
    role === 'anonymous' ? null : (c.roles[role] ?? clients.eve);
  const mayRead = (c: Case, reader: MatchClient | null): boolean =>
    c.visibility === 'open' || (reader !== null && c.parties.includes(reader));
  const readable = (c: Case, role: Role): boolean => mayRead(c, readerOf(c, role));
  const get = (reader: MatchClient | null, path: string): request.Test =>
    reader === null ? http().get(path) : reader.get(path);

  it('reads the match by id, its log, its record and its replay over REST, and the match over GraphQL, or none of them', async () => {
    for (const c of cases)
      for (const role of ROLES) {
        const reader = readerOf(c, role);
        const status = readable(c, role) ? 200 : 404;
        for (const path of ['', '/events', '/record', '/at/0'])
          expect({
            case: c.name,
            role,
            path,
            status: (await get(reader, `/api/matches/${c.id}${path}`)).status,
          }).toEqual({ case: c.name, role, path, status });
        const gql = await graphql(t.app, MATCH_QUERY, { id: c.id }, reader?.bearer).expect(200);
        expect({ case: c.name, role, read: gql.body.data?.match?.id === c.id }).toEqual({
          case: c.name,
          role,
          read: readable(c, role),
        });
      }
  });

  it('lists in the archive and the export exactly the finished matches each reader may read, and counts them so', async () => {
    for (const reader of [null, ...Object.values(clients)]) {
      const who = reader?.handle ?? 'anonymous';
      const expected = cases
        .filter((c) => c.finished && mayRead(c, reader))
        .map((c) => c.id)
        .sort();
      const archive = (await get(reader, '/api/matches/archive?limit=100').expect(200)).body.items as MatchBody[];
      const ndjson = exported((await get(reader, '/api/matches/export').expect(200)).text);
      expect({ who, archive: archive.map((m) => m.id).sort(), export: ndjson.map((m) => m.id).sort() }).toEqual({
        who,
        archive: expected,
        export: expected,
      });
      const stats = (await get(reader, '/api/players/sam/stats').expect(200)).body.games as { matches: number }[];
      const sat = cases.filter((c) => c.finished && c.parties.includes(clients.sam) && mayRead(c, reader));
      expect({ who, matches: stats.reduce((n, g) => n + g.matches, 0) }).toEqual({ who, matches: sat.length });
    }
  });

  it('lists in my matches and the open matches only matches the reader may read', async () => {
    for (const handle of ['cyd', 'sam', 'lou', 'ivy', 'eve']) {
      const reader = clients[handle];
      const listed = [
        ...((await reader.get('/api/matches?limit=100').expect(200)).body.items as MatchBody[]),
        ...((await reader.get('/api/matches/open?limit=100').expect(200)).body.items as MatchBody[]),
      ];
      for (const c of cases.filter((x) => listed.some((m) => m.id === x.id)))
        expect({ handle, case: c.name, readable: mayRead(c, reader) }).toEqual({
          handle,
          case: c.name,
          readable: true,
        });
    }
    const anonymous = (await http().get('/api/matches/open?limit=100').expect(200)).body.items as MatchBody[];
    for (const m of anonymous) expect(cases.find((c) => c.id === m.id)?.visibility ?? 'open').toBe('open');
  });

  it('renders a notice of a match only for a player who may read it', async () => {
    const renderer = t.app.get(NoticeRenderer);
    for (const c of cases)
      for (const role of ROLES.filter((r) => r !== 'anonymous')) {
        const reader = readerOf(c, role) as MatchClient;
        const seq = (await clients.cyd.get(`/api/matches/${c.id}`).expect(200)).body.seq as number;
        const body = await renderer.render({
          id: '00000000-0000-4000-8000-000000000000',
          playerId: ids[reader.handle],
          matchId: c.id,
          seq,
          reason: 'MATCH_ENDED',
          causedBy: null,
          createdAt: new Date(),
        });
        expect({ case: c.name, role, told: body !== null }).toEqual({ case: c.name, role, told: readable(c, role) });
      }
  });
});
