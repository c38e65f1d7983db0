import { AddressInfo } from 'node:net';
import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient } from '../support/match-client';
import { NdjsonStream } from '../support/ndjson-stream';
import { Received, socketClient } from '../support/socket-client';

/**
 * A stored log that no longer replays, read over every path by everyone
 * but the seat whose move was corrupted. The corruption is a lead the rules
 * refuse, so the engine's reason (MUST_LEAD_LOWEST) lists that seat's legal
 * leads: cards of a hand nobody else may see. No answer may carry them.
 * With no state cache, every read replays the log.
 */
describe('a match whose log no longer replays, read over every path', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', MATCH_CACHE_SIZE: '0' } });
  const handles = ['ann', 'ben', 'cat', 'dot'];
  const clients: MatchClient[] = [];
  let port: number;
  let match: string;
  let mover: MatchClient;
  let corruptSeq: number;
  let hidden: string[];

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    for (const handle of handles) clients.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
    match = await clients[0].create({ gameId: 'pope-joan', seats: 3 });
    for (const c of clients.slice(1, 3)) await c.post(`/api/matches/${match}/join`).expect(200);
    const seen = await Promise.all(clients.slice(0, 3).map(async (c) => ({ c, m: await c.match(match) })));
    const turn = seen.find(({ m }) => m.decision?.kind === 'lead' && m.legalMoves.length > 0);
    if (!turn) throw new Error('nobody leads');
    mover = turn.c;
    const hand = (turn.m.view as { hand: string[] }).hand;
    const legal = turn.m.legalMoves.map((move) => move.text);
    const refused = hand.find((card) => !legal.includes(card));
    if (refused === undefined) throw new Error('every card of the hand is a legal lead');
    // Cards the other players may not see: the mover's hand, less the turn-up if the mover holds it.
    const turnUp = (turn.m.view as { turnUp: { card: string } | null }).turnUp?.card;
    hidden = hand.filter((card) => card !== turnUp);
    corruptSeq = (
      await mover.post(`/api/matches/${match}/moves`, { expectedSeq: turn.m.seq, move: legal[0] }).expect(200)
    ).body.events[0].seq as number;
    const prisma = t.app.get(PrismaService);
    const row = await prisma.matchEvent.findUniqueOrThrow({
      where: { matchId_seq: { matchId: match, seq: corruptSeq } },
    });
    await prisma.matchEvent.update({
      where: { matchId_seq: { matchId: match, seq: corruptSeq } },
      data: { payload: { ...(row.payload as object), move: refused } },
    });
  });

  const generic = () =>
    `match ${match} does not replay at event ${corruptSeq}; an operator can inspect it with: npm run match:verify -- ${match}`;

  it('answers everyone else CORRUPT_LOG saying where, over REST, GraphQL, listings, streams and subscriptions, and no answer names a card of the hidden hand', async () => {
    const viewers = clients.filter((c) => c !== mover);
    const answers: string[] = [];
    const direct: { status: number; error: unknown }[] = [];
    for (const viewer of viewers) {
      const reads = [
        await viewer.get(`/api/matches/${match}`),
        await viewer.get(`/api/matches/${match}/events`),
        await viewer.get('/api/matches?limit=100'),
        await viewer.get('/api/matches/open?limit=100'),
        await graphql(t.app, 'query M($id: ID!) { match(id: $id) { id seq } }', { id: match }, viewer.bearer),
        await graphql(
          t.app,
          'query L($id: ID!) { matchLog(matchId: $id) { items { seq } } }',
          { id: match },
          viewer.bearer,
        ),
        await graphql(
          t.app,
          '{ myMatches(input: { limit: 100 }) { items { id problem { code message } } } }',
          {},
          viewer.bearer,
        ),
      ];
      answers.push(...reads.map((r) => r.text));
      direct.push({ status: reads[0].status, error: reads[0].body.error });

      const stream = new NdjsonStream(port, `/api/matches/${match}/stream`, viewer.bearer);
      await stream.until((s) => s.values.some((v) => 'error' in v));
      answers.push(stream.lines.join('\n'));
      stream.close();

      const socket = socketClient(`ws://127.0.0.1:${port}/graphql`, viewer.bearer);
      const events = new Received(
        socket,
        'subscription ($id: ID!) { matchEvents(matchId: $id) { event { seq } match { seq } } }',
        { id: match },
      );
      await events.ended();
      type Notice = { reason: string; match: { id: string } };
      const turns = new Received<{ myTurn: Notice }>(socket, 'subscription { myTurn { reason match { id } } }');
      const turnStream = new NdjsonStream(port, '/api/me/turns/stream', viewer.bearer);
      const streamed = () => turnStream.values.map((v) => v as unknown as Notice);
      // A feed sends what it starts with before what comes later: a private match inviting the viewer, made once
      // another's INVITED came on both feeds, is announced after everything the feeds started with.
      const invites: string[] = [];
      for (let i = 0; i < 2; i++) {
        const id = await mover.create({ gameId: 'maw', visibility: 'private', invite: [viewer.handle] });
        invites.push(id);
        await turns.until((r) => r.values.some((v) => v.myTurn.match.id === id));
        await turnStream.until(() => streamed().some((n) => n.match.id === id));
      }
      answers.push(
        JSON.stringify([events.values, events.errors, turns.values, turns.errors]),
        turnStream.lines.join('\n'),
      );
      turns.unsubscribe();
      turnStream.close();
      await socket.dispose();
      // The feeds pass over a match nobody can play.
      const onlyInvites = invites.map((id) => ({ reason: 'INVITED', match: { id } }));
      expect(turns.values.map((v) => v.myTurn)).toEqual(onlyInvites);
      expect(streamed().map((n) => ({ reason: n.reason, match: { id: n.match.id } }))).toEqual(onlyInvites);
    }
    for (const answer of answers) {
      expect(hidden.filter((card) => new RegExp(`\\b${card}\\b`).test(answer))).toEqual([]);
      expect(answer).not.toContain('MUST_LEAD_LOWEST');
    }
    // Everyone who sat in it, or watches the open match, is told it cannot be read, and where it broke.
    expect(direct).toEqual(
      viewers.map(() => ({ status: 500, error: { code: 'CORRUPT_LOG', message: generic(), details: {} } })),
    );
  });

  it('keeps a private match that cannot be rebuilt NOT_FOUND to outsiders, with or without an account, as any private match', async () => {
    const [ann, ben, , dot] = clients;
    const prisma = t.app.get(PrismaService);
    const broken = await ann.create({ gameId: 'maw', visibility: 'private', invite: ['ben'] });
    await ben.post(`/api/matches/${broken}/join`).expect(200);
    const retired = await ann.create({ gameId: 'maw', visibility: 'private', invite: ['ben'] });
    await ben.post(`/api/matches/${retired}/join`).expect(200);
    // The log: ann joined (0), ben joined (1), the start (2). A start that seats nobody does not replay.
    const start = { matchId_seq: { matchId: broken, seq: 2 } };
    expect((await prisma.matchEvent.findUniqueOrThrow({ where: start })).payload).toHaveProperty('seating');
    await prisma.matchEvent.update({ where: start, data: { payload: { seating: [] } } });
    await prisma.match.update({ where: { id: retired }, data: { rulesVersion: 'maw-0-retired' } });
    const anonymous = (path: string) => request(t.app.getHttpServer()).get(path);
    for (const id of [broken, retired]) {
      for (const read of [
        anonymous(`/api/matches/${id}`),
        anonymous(`/api/matches/${id}/events`),
        dot.get(`/api/matches/${id}`),
        dot.get(`/api/matches/${id}/events`),
        dot.post(`/api/matches/${id}/join`),
      ]) {
        const res = await read;
        expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
      const gql = await graphql(t.app, 'query M($id: ID!) { match(id: $id) { id } }', { id });
      expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Its players are told why it cannot be read.
    expect((await ben.get(`/api/matches/${broken}`)).body.error.code).toBe('CORRUPT_LOG');
    expect((await ben.get(`/api/matches/${retired}`)).body.error.code).toBe('UNKNOWN_RULES_VERSION');
  });
});
