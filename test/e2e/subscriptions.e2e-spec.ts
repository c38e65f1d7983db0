import { AddressInfo } from 'node:net';
import { Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import request from 'supertest';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient } from '../support/match-client';
import { EVENT_FIELDS, MATCH_FIELDS } from '../support/match-fragments';
import { xorshift } from '../support/random-playout';
import { Received, rawSocket, socketClient } from '../support/socket-client';

const env = {
  RATE_LIMIT_MAX: '100000',
  REALTIME_AUTH_RECHECK: '1',
  REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION: '2',
  REALTIME_MAX_CONNECTIONS_PER_PLAYER: '3',
  // Every socket here is pinged each second while its tests run.
  STREAM_KEEPALIVE: '1',
};

type Json = Record<string, unknown>;
interface GqlMatch extends Json {
  seq: number;
  status: string;
  legalMoves: { text: string }[];
  view: { hand: string[] | null; record: unknown[]; game: { robbery: { seat: number; took: string } | null } } | null;
}
interface Update {
  matchEvents: { event: Json & { seq: number }; match: GqlMatch | null };
}

const MATCH_EVENTS = `${MATCH_FIELDS} ${EVENT_FIELDS}
  subscription ($id: ID!, $from: Int) { matchEvents(matchId: $id, fromSeq: $from) { event { ...EventFields } match { ...MatchFields } } }`;
const MATCH_QUERY = `${MATCH_FIELDS} query ($id: ID!) { match(id: $id) { ...MatchFields } }`;
const LOG_QUERY = `${EVENT_FIELDS} query ($id: ID!, $from: Int) { matchLog(matchId: $id, fromSeq: $from, limit: 1000) { items { ...EventFields } next } }`;

/** Every error code a subscription received, from `next` payloads or `error` messages. */
function codesOf(errors: unknown[]): string[] {
  return errors.flat().map((e) => String((e as { extensions?: { code?: string } }).extensions?.code));
}

/** Every string anywhere in a value. */
function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, into));
  return into;
}

describe('GraphQL subscriptions over WebSocket', () => {
  const t = useTestApp({ env });
  let url: string;
  const sockets: Client[] = [];
  let ann: MatchClient;
  let ben: MatchClient;
  let carl: MatchClient;
  let benToken: string;

  function socket(credential: string): Client {
    const client = socketClient(url, credential);
    sockets.push(client);
    return client;
  }

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
    carl = new MatchClient(t.app, 'carl', await registerAndLogin(t.app, 'carl'));
    benToken = (await createToken(t.app, ben.bearer, ['match:read', 'match:play'])).secret;
  });

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
  });

  async function queried(client: MatchClient, id: string, bearer = client.bearer): Promise<GqlMatch> {
    const res = await graphql(t.app, MATCH_QUERY, { id }, bearer).expect(200);
    return res.body.data.match as GqlMatch;
  }

  /** Plays random legal moves over REST until `stop` says so or the match ends; calls `after` with the new seq after each. */
  async function play(
    id: string,
    pick: () => number,
    stop: (seq: number) => boolean,
    after: (seq: number) => Promise<void> = async () => undefined,
  ): Promise<number> {
    for (;;) {
      const states = await Promise.all([ann, ben].map(async (c) => ({ c, m: await c.match(id) })));
      const turn = states.find((s) => s.m.legalMoves.length > 0);
      if (!turn || stop(turn.m.seq)) return states[0].m.seq;
      const move = turn.m.legalMoves[Math.floor(pick() * turn.m.legalMoves.length)];
      const res = await turn.c
        .post(`/api/matches/${id}/moves`, { expectedSeq: turn.m.seq, move: move.text })
        .expect(200);
      await after(res.body.match.seq as number);
    }
  }

  it('sends each subscriber every event of a whole match in order, redacted as its queries are, then ends', async () => {
    const id = await ann.create({ gameId: 'maw' });
    const subscribers = [
      { client: ann, sub: new Received<Update>(socket(ann.bearer), MATCH_EVENTS, { id }), bearer: ann.bearer },
      { client: ben, sub: new Received<Update>(socket(benToken), MATCH_EVENTS, { id }), bearer: benToken },
      { client: carl, sub: new Received<Update>(socket(carl.bearer), MATCH_EVENTS, { id }), bearer: carl.bearer },
    ];
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const at = (s: (typeof subscribers)[number], seq: number) =>
      s.sub.values.find((v) => v.matchEvents.match?.seq === seq)?.matchEvents.match;
    const check = async (seq: number): Promise<void> => {
      for (const s of subscribers) {
        await s.sub.until((r) => r.values.some((v) => v.matchEvents.match?.seq === seq));
        // The update's match is exactly what the match query answers this player at that seq.
        expect(at(s, seq)).toEqual(await queried(s.client, id, s.bearer));
      }
      // Cards still in Ann's hand (bar a turn-up she robbed, which the table saw) appear nowhere in what Ben or Carl got, while the first deal runs.
      const annView = at(subscribers[0], seq)?.view;
      if (!annView?.hand || annView.record.length > 0) return;
      const robbed = annView.game.robbery?.took;
      const hidden = annView.hand.filter((card) => card !== robbed);
      for (const other of subscribers.slice(1)) {
        const seen = stringsOf(other.sub.values.filter((v) => v.matchEvents.event.seq < seq));
        expect(hidden.filter((card) => seen.has(card))).toEqual([]);
      }
    };
    await check((await ann.match(id)).seq);
    const end = await play(id, xorshift(7), () => false, check);
    for (const s of subscribers) {
      await s.sub.ended();
      expect(s.sub.completed).toBe(true);
      expect(s.sub.errors).toEqual([]);
      const events = s.sub.values.map((v) => v.matchEvents.event);
      expect(events.map((e) => e.seq)).toEqual([...Array(end).keys()]);
      const log = await graphql(t.app, LOG_QUERY, { id }, s.bearer).expect(200);
      expect(log.body.data.matchLog.next).toBeNull();
      expect(events).toEqual(log.body.data.matchLog.items);
      expect(s.sub.values.at(-1)?.matchEvents.match?.status).toBe('finished');
    }
  }, 240_000);

  it("fills exactly the gap when a subscriber comes back with the match's seq as fromSeq", async () => {
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const pick = xorshift(11);
    const first = new Received<Update>(socket(ann.bearer), MATCH_EVENTS, { id });
    const seqNow = await play(id, pick, (seq) => seq >= 8);
    await first.until((r) => r.values.some((v) => v.matchEvents.event.seq === seqNow - 1));
    first.unsubscribe();
    // What the subscriber last heard, the match at seqNow, is what it passes back: nothing twice, nothing skipped.
    expect(first.values.at(-1)?.matchEvents.match?.seq).toBe(seqNow);
    const later = await play(id, pick, (seq) => seq >= 20);
    const again = new Received<Update>(socket(ann.bearer), MATCH_EVENTS, { id, from: seqNow });
    await again.until((r) => r.values.some((v) => v.matchEvents.event.seq === later - 1));
    const seqs = again.values.map((v) => v.matchEvents.event.seq);
    expect(seqs).toEqual([...Array(later - seqNow).keys()].map((i) => seqNow + i));
    const log = await graphql(t.app, LOG_QUERY, { id, from: seqNow }, ann.bearer).expect(200);
    expect(again.values.map((v) => v.matchEvents.event)).toEqual(log.body.data.matchLog.items);
    again.unsubscribe();
  });

  it('tells each player when a match awaits them, and when it ends', async () => {
    type Notice = { myTurn: { reason: string; match: { id: string; seq: number; legalMoves: { text: string }[] } } };
    const query = 'subscription { myTurn { reason match { id seq legalMoves { text } } } }';
    const annTurns = new Received<Notice>(socket(ann.bearer), query);
    const benTurns = new Received<Notice>(socket(benToken), query);
    // Both subscriptions are in place once both hear a match end; until then a move could go unheard.
    const warmup = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${warmup}/join`).expect(200);
    await ann.post(`/api/matches/${warmup}/resign`).expect(200);
    await Promise.all(
      [annTurns, benTurns].map((r) =>
        r.until((x) => x.values.some((v) => v.myTurn.match.id === warmup && v.myTurn.reason === 'MATCH_ENDED')),
      ),
    );
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    await play(
      id,
      xorshift(3),
      (seq) => seq >= 6,
      async (seq) => {
        const turn = (await ann.match(id)).legalMoves.length > 0 ? annTurns : benTurns;
        await turn.until((r) => r.values.some((v) => v.myTurn.match.id === id && v.myTurn.match.seq === seq));
        const notice = turn.values.find((v) => v.myTurn.match.id === id && v.myTurn.match.seq === seq);
        expect(notice?.myTurn.reason).toBe('YOUR_TURN');
        expect(notice?.myTurn.match.legalMoves.length).toBeGreaterThan(0);
      },
    );
    await ann.post(`/api/matches/${id}/resign`).expect(200);
    for (const r of [annTurns, benTurns]) {
      await r.until((x) => x.values.some((v) => v.myTurn.match.id === id && v.myTurn.reason === 'MATCH_ENDED'));
      expect(
        r.values
          .filter((v) => v.myTurn.match.id === id && v.myTurn.reason === 'YOUR_TURN')
          .every((v) => v.myTurn.match.legalMoves.length > 0),
      ).toBe(true);
    }
    annTurns.unsubscribe();
    benTurns.unsubscribe();
  });

  it('starts myTurn with the matches already awaiting the player, each once', async () => {
    type Notice = { myTurn: { reason: string; match: { id: string; seq: number; legalMoves: { text: string }[] } } };
    const waiting = new Map<MatchClient, string[]>([
      [ann, []],
      [ben, []],
    ]);
    for (let i = 0; i < 3; i++) {
      const id = await ann.create({ gameId: 'maw' });
      await ben.post(`/api/matches/${id}/join`).expect(200);
      waiting.get((await ann.match(id)).legalMoves.length > 0 ? ann : ben)?.push(id);
    }
    const over = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${over}/join`).expect(200);
    await ann.post(`/api/matches/${over}/resign`).expect(200);
    for (const [player, ids] of waiting) {
      const bearer = player === ann ? ann.bearer : benToken;
      const turns = new Received<Notice>(
        socket(bearer),
        'subscription { myTurn { reason match { id seq legalMoves { text } } } }',
      );
      const mine = (): Notice[] =>
        turns.values.filter(
          (v) => [...waiting.values()].flat().includes(v.myTurn.match.id) || v.myTurn.match.id === over,
        );
      await turns.until(() => ids.every((id) => mine().some((v) => v.myTurn.match.id === id)));
      // A notice about a later match (its turn, or its end) comes after the whole replay: nothing was sent twice.
      const next = await ann.create({ gameId: 'maw' });
      await ben.post(`/api/matches/${next}/join`).expect(200);
      if ((await player.match(next)).legalMoves.length === 0) await ann.post(`/api/matches/${next}/abort`).expect(200);
      await turns.until((r) => r.values.some((v) => v.myTurn.match.id === next));
      expect(
        mine()
          .map((v) => v.myTurn.match.id)
          .sort(),
      ).toEqual([...ids].sort());
      expect(mine().every((v) => v.myTurn.reason === 'YOUR_TURN' && v.myTurn.match.legalMoves.length > 0)).toBe(true);
      turns.unsubscribe();
    }
  });

  it('tells a creator without a seat when their match ends', async () => {
    type Notice = { myTurn: { reason: string; match: { id: string; status: string; yourSeat: number | null } } };
    const creatorTurns = new Received<Notice>(
      socket(carl.bearer),
      'subscription { myTurn { reason match { id status yourSeat } } }',
    );
    const ended = async (id: string, status: string): Promise<void> => {
      await creatorTurns.until((r) => r.values.some((v) => v.myTurn.match.id === id));
      expect(creatorTurns.values.filter((v) => v.myTurn.match.id === id)).toEqual([
        { myTurn: { reason: 'MATCH_ENDED', match: { id, status, yourSeat: null } } },
      ]);
    };
    const seated = async (): Promise<string> => {
      const id = await carl.create({ gameId: 'maw', takeSeat: false });
      await ann.post(`/api/matches/${id}/join`).expect(200);
      await ben.post(`/api/matches/${id}/join`).expect(200);
      return id;
    };
    const aborted = await seated();
    await ann.post(`/api/matches/${aborted}/abort`).expect(200);
    await ended(aborted, 'aborted');
    const resigned = await seated();
    await ben.post(`/api/matches/${resigned}/resign`).expect(200);
    await ended(resigned, 'finished');
    creatorTurns.unsubscribe();
  });

  it('tells a player of each private match inviting them: as it is made, first thing when they connect later, and when it is called off', async () => {
    type Notice = {
      myTurn: {
        reason: string;
        match: { id: string; status: string; yourSeat: number | null; legalMoves: { text: string }[] };
      };
    };
    const query = 'subscription { myTurn { reason match { id status yourSeat legalMoves { text } } } }';
    const invite = async (): Promise<string> =>
      (await ann.post('/api/matches', { gameId: 'maw', visibility: 'private', invite: ['CARL'] }).expect(201)).body
        .match.id as string;
    // Made before Carl listens: his feed starts with it.
    const earlier = await invite();
    const turns = new Received<Notice>(socket(carl.bearer), query);
    await turns.until((r) => r.values.some((v) => v.myTurn.match.id === earlier));
    // Made while he listens: heard at once; Ben, not invited, hears nothing of it.
    const benTurns = new Received<Notice>(socket(benToken), query);
    const later = await invite();
    await turns.until((r) => r.values.some((v) => v.myTurn.match.id === later));
    const about = (id: string): Notice[] => turns.values.filter((v) => v.myTurn.match.id === id);
    for (const id of [earlier, later])
      expect(about(id)).toEqual([
        { myTurn: { reason: 'INVITED', match: { id, status: 'open', yourSeat: null, legalMoves: [] } } },
      ]);
    await carl.post(`/api/matches/${later}/join`).expect(200);
    const carlFirst = (await carl.match(later)).legalMoves.length > 0;
    await ann.post(`/api/matches/${later}/resign`).expect(200);
    await turns.until((r) => r.values.some((v) => v.myTurn.match.id === later && v.myTurn.reason === 'MATCH_ENDED'));
    expect(about(later).map((v) => v.myTurn.reason)).toEqual([
      'INVITED',
      ...(carlFirst ? ['YOUR_TURN'] : []),
      'MATCH_ENDED',
    ]);
    // Called off before he joined: he hears that too.
    await ann.post(`/api/matches/${earlier}/abort`).expect(200);
    await turns.until((r) => r.values.some((v) => v.myTurn.match.id === earlier && v.myTurn.reason === 'MATCH_ENDED'));
    expect(about(earlier).map((v) => [v.myTurn.reason, v.myTurn.match.status])).toEqual([
      ['INVITED', 'open'],
      ['MATCH_ENDED', 'aborted'],
    ]);
    expect(benTurns.values.filter((v) => [earlier, later].includes(v.myTurn.match.id))).toEqual([]);
    turns.unsubscribe();
    benTurns.unsubscribe();
  });

  it('answers a private match to an outsider as not found', async () => {
    const res = await ann.post('/api/matches', { gameId: 'maw', visibility: 'private' }).expect(201);
    const sub = new Received<Update>(socket(carl.bearer), MATCH_EVENTS, { id: res.body.match.id });
    await sub.ended();
    expect(codesOf(sub.errors)).toEqual(['NOT_FOUND']);
  });

  it('refuses sockets without a credential, with a bad one, or with a token lacking match:read', async () => {
    const readless = await createToken(t.app, carl.bearer, ['account:read']);
    for (const payload of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: 'Bearer plr_unknown' },
      { authorization: `Bearer ${readless.secret}` },
    ]) {
      expect(await rawSocket(url, payload).closed).toBe(4403);
    }
  });

  it('closes a socket whose token is revoked, and refuses a token that has expired', async () => {
    const token = await createToken(t.app, carl.bearer, ['match:read']);
    const open = rawSocket(url, { authorization: `Bearer ${token.secret}` });
    await open.acked;
    await request(t.app.getHttpServer())
      .delete(`/api/tokens/${token.id}`)
      .set('authorization', `Bearer ${carl.bearer}`)
      .expect(204);
    expect(await open.closed).toBe(4401);

    const expiring = await createToken(t.app, carl.bearer, ['match:read'], new Date(Date.now() + 4000).toISOString());
    const soon = rawSocket(url, { token: expiring.secret });
    await soon.acked;
    expect(await soon.closed).toBe(4401);
    expect(await rawSocket(url, { token: expiring.secret }).closed).toBe(4403);
  });

  it('closes a socket whose session is logged out', async () => {
    const jwt = await registerAndLogin(t.app, 'dora');
    const open = rawSocket(url, { authorization: `Bearer ${jwt}` });
    await open.acked;
    await request(t.app.getHttpServer()).post('/api/auth/logout').set('authorization', `Bearer ${jwt}`).expect(204);
    expect(await open.closed).toBe(4401);
  });

  it('applies the depth and complexity limits to operations over WebSocket', async () => {
    const client = socket(ann.bearer);
    const deep = new Received(
      client,
      'subscription { myTurn { match { view { ... on MawView { game { trick { cards { card { a { b } } } } } } } } } }',
    );
    const wide = new Received(
      client,
      `subscription { myTurn { reason ${Array.from({ length: 201 }, (_, i) => `r${i}: reason`).join(' ')} } }`,
    );
    await Promise.all([deep.ended(), wide.ended()]);
    expect(codesOf(deep.errors)).toEqual(['QUERY_TOO_DEEP']);
    expect(codesOf(wide.errors)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('stops parsing an operation over WebSocket at the token limit', async () => {
    // 6,001 tokens (the limit is 5,000): refused as unparsable, never counted as too complex.
    const long = new Received(socket(ann.bearer), `subscription { myTurn { ${'reason '.repeat(5_995)}} }`);
    await long.ended();
    expect(codesOf(long.errors)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('closes a socket whose message is over 64 KiB without reading it, authenticated or not', async () => {
    // What a client does wrong is logged as one line, not printed on the console.
    const printed = jest.spyOn(console, 'error');
    try {
      const oversized = rawSocket(url, { token: 'x'.repeat(64 * 1024) });
      expect(await oversized.closed).toBe(1009);
      const acked = rawSocket(url, { token: benToken });
      await acked.acked;
      const subscribe = {
        id: '1',
        type: 'subscribe',
        payload: { query: `subscription { myTurn { reason } } # ${'x'.repeat(64 * 1024)}` },
      };
      acked.socket.send(JSON.stringify(subscribe));
      expect(await acked.closed).toBe(1009);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
  });

  it('pings every STREAM_KEEPALIVE and drops a socket that stops answering', async () => {
    const silent = rawSocket(url, { token: carl.bearer }, { autoPong: false });
    const answering = rawSocket(url, { token: carl.bearer });
    await Promise.all([silent.acked, answering.acked]);
    await new Promise((resolve) => silent.socket.once('ping', resolve));
    // Dropped without a closing handshake at the next ping (a second later), while the socket that answers stays.
    expect(await silent.closed).toBe(1006);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.close();
    expect(await answering.closed).toBe(1005);
    // A few keep-alive periods of 1 s, with room to spare on a busy machine: graphql-ws's own 12 s would not do.
  }, 10_000);

  it('answers an upgrade to any other path 404', async () => {
    const elsewhere = new WebSocket(url.replace('/graphql', '/elsewhere'), 'graphql-transport-ws');
    const status = await new Promise<number>((resolve) =>
      elsewhere.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });

  it('reports a subscription naming unknown fields as over HTTP', async () => {
    const unknown = new Received(socket(ann.bearer), 'subscription { myTurn { nonsense } }');
    await unknown.ended();
    expect(codesOf(unknown.errors)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('bounds subscriptions per connection and connections per player', async () => {
    const jwt = await registerAndLogin(t.app, 'eve');
    const client = socket(jwt);
    const kept = [
      new Received(client, 'subscription { myTurn { reason } }'),
      new Received(client, 'subscription { myTurn { reason } }'),
    ];
    const third = new Received(client, 'subscription { myTurn { reason } }');
    await third.ended();
    expect(codesOf(third.errors)).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
    expect(kept.every((k) => !k.completed && k.errors.length === 0)).toBe(true);

    const more = [rawSocket(url, { token: jwt }), rawSocket(url, { token: jwt })];
    await Promise.all(more.map((s) => s.acked));
    const refused = rawSocket(url, { token: jwt });
    expect(await refused.closed).toBe(4429);
    more[0].socket.close();
    await more[0].closed;
    const admitted = rawSocket(url, { token: jwt });
    await admitted.acked;
    for (const s of [more[1], admitted]) s.socket.close();
  });
});
