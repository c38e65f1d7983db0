import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { compiled } from '../support/compiled-sources';
import { TestDatabase, createTestDatabase } from '../support/database';
import { xorshift } from '../support/random-playout';
import { ServerProcess } from '../support/server-process';
import { useServerProcess } from '../support/server-fixture';
import { until } from '../support/wait';
import { Answer, WebhookReceiver } from '../support/webhook-receiver';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
// Every call comes from this address (the instances trust X-Forwarded-For), so no other run shares its budgets in Redis.
const clientIp = `10.${[...randomBytes(3)].join('.')}`;

interface Json {
  [key: string]: unknown;
}

interface MatchJson {
  id: string;
  seq: number;
  status: string;
  yourSeat: number | null;
  decision: { seats: number[] } | null;
  legalMoves: { text: string }[];
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: object,
  bearer?: string,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      'x-forwarded-for': clientIp,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A player with one webhook endpoint (every reason) at the receiver's `/<handle>`. */
class Player {
  private constructor(
    readonly handle: string,
    readonly bearer: string,
    readonly secret: string,
    readonly endpointId: string,
  ) {}

  static async register(base: string, handle: string, receiver: WebhookReceiver): Promise<Player> {
    const registered = await call(base, 'POST', '/api/auth/register', { handle, password: 'correct horse battery' });
    if (registered.status !== 201) throw new Error(`registering ${handle}: ${JSON.stringify(registered.body)}`);
    const bearer = registered.body.accessToken as string;
    const made = await call(base, 'POST', '/api/webhooks', { url: receiver.url(`/${handle}`) }, bearer);
    if (made.status !== 201) throw new Error(`${handle}'s endpoint: ${JSON.stringify(made.body)}`);
    return new Player(handle, bearer, made.body.secret as string, (made.body.endpoint as Json).id as string);
  }

  get path(): string {
    return `/${this.handle}`;
  }

  call(base: string, method: string, path: string, body?: object): Promise<{ status: number; body: Json }> {
    return call(base, method, path, body, this.bearer);
  }
}

/** A 2-player Maw match between `creator` and `joiner`. */
interface Table {
  readonly id: string;
  readonly players: readonly [Player, Player];
}

/** An acknowledged batch (a join or a move): the seq it left the match at, and who it left awaited. */
interface Ack {
  readonly matchId: string;
  readonly seq: number;
  readonly awaited: readonly Player[];
}

/** Who `view` (the answer to `mover`'s batch) says is awaited: the mover, the other player, or nobody (it ended). */
function awaitedAfter(view: MatchJson, mover: Player, other: Player): Player[] {
  if (view.status !== 'active' || view.decision === null) return [];
  return view.decision.seats.map((seat) => (seat === view.yourSeat ? mover : other));
}

/** Creates a match on `base`, joined there too: the join's acknowledgement. */
async function newTable(base: string, creator: Player, joiner: Player): Promise<{ table: Table; ack: Ack }> {
  const created = await creator.call(base, 'POST', '/api/matches', { gameId: 'maw' });
  if (created.status !== 201) throw new Error(`creating a match: ${JSON.stringify(created.body)}`);
  const id = (created.body.match as Json).id as string;
  const joined = await joiner.call(base, 'POST', `/api/matches/${id}/join`);
  if (joined.status !== 200) throw new Error(`joining ${id}: ${JSON.stringify(joined.body)}`);
  const view = joined.body.match as unknown as MatchJson;
  return {
    table: { id, players: [creator, joiner] },
    ack: { matchId: id, seq: view.seq, awaited: awaitedAfter(view, joiner, creator) },
  };
}

/**
 * Plays up to `moves` moves of `table`, starting with `first` to move, the
 * n-th move sent to `bases[n % bases.length]`; calls `acked` after each 200.
 * Stops when the match ends, or at the first call that fails once `killed`
 * says the server was killed.
 */
async function play(
  table: Table,
  first: Player,
  bases: () => readonly string[],
  moves: number,
  seed: number,
  acked: (ack: Ack) => void,
  killed: () => boolean = () => false,
): Promise<void> {
  const pick = xorshift(seed);
  let mover = first;
  for (let n = 0; n < moves; n++) {
    const base = bases()[n % bases().length];
    const other = table.players[0] === mover ? table.players[1] : table.players[0];
    let res: { status: number; body: Json };
    try {
      const view = (await mover.call(base, 'GET', `/api/matches/${table.id}`)).body as unknown as MatchJson;
      if (view.status !== 'active') return;
      if (view.legalMoves.length === 0) throw new Error(`${mover.handle} is awaited in ${table.id} but may not move`);
      const move = view.legalMoves[Math.floor(pick() * view.legalMoves.length)].text;
      res = await mover.call(base, 'POST', `/api/matches/${table.id}/moves`, { expectedSeq: view.seq, move });
    } catch (error) {
      if (killed()) return; // the server is gone: this move is not acknowledged
      throw error;
    }
    if (res.status !== 200) throw new Error(`a move in ${table.id}: ${res.status} ${JSON.stringify(res.body)}`);
    const view = res.body.match as unknown as MatchJson;
    const awaited = awaitedAfter(view, mover, other);
    acked({ matchId: table.id, seq: view.seq, awaited });
    if (awaited.length === 0) return;
    mover = awaited[0];
  }
}

/** The payload of a webhook, verified with its endpoint's secret by the Standard Webhooks reference library. */
function verified(
  player: Player,
  r: { headers: Record<string, unknown>; body: string },
): { type: string; data: { reason: string; match: MatchJson } } {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(r.headers[h])]),
  );
  return new Webhook(player.secret).verify(r.body, headers) as {
    type: string;
    data: { reason: string; match: MatchJson };
  };
}

const BASE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  MIGRATE_ON_START: 'false',
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_AUTH_MAX: '100000',
  TRUST_PROXY: '1',
  WEBHOOK_ALLOW_PRIVATE: 'true',
};

// Two real server processes on one PostgreSQL database (and Redis, when REDIS_URL is set), each with its relay and
// its delivery workers: every notice is delivered once, whichever instance wrote it, handed it over and claimed its job.
(serverUrl ? describe : describe.skip)(
  `notices on two server instances${serverUrl ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server; the embedded database belongs to one process)'}`,
  () => {
    const receiver = new WebhookReceiver();
    let db: TestDatabase;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      await receiver.start();
      db = await createTestDatabase();
      const env = {
        ...BASE_ENV,
        DATABASE_URL: db.url,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        JWT_SECRET: randomBytes(32).toString('hex'),
        // A failed attempt would be retried quickly; none is expected.
        WEBHOOK_RETRY_DELAYS: '200ms,200ms,200ms',
      };
      servers = await Promise.all([0, 1].map(() => ServerProcess.start(env, compiled('main.js'))));
    }, 120_000); // two server processes start

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.drop();
      await receiver.stop();
    });

    it('delivers every notice exactly once, moves alternating between the instances', async () => {
      const bases = servers.map((s) => s.base);
      const players: Player[] = [];
      for (let i = 0; i < 8; i++)
        players.push(await Player.register(bases[i % 2], `p${i}-${randomBytes(3).toString('hex')}`, receiver));
      // 20 matches, each player in five, created and joined on alternate instances.
      const tables = await Promise.all(
        [...Array(20).keys()].map((i) => newTable(bases[i % 2], players[i % 8], players[(i + 1 + (i >> 3)) % 8])),
      );
      let acks = tables.length;
      await Promise.all(
        tables.map(({ table, ack }, i) =>
          play(
            table,
            ack.awaited[0],
            () => (i % 2 === 0 ? bases : [...bases].reverse()),
            16,
            i + 1,
            () => acks++,
          ),
        ),
      );
      expect(acks).toBeGreaterThan(200);

      type Row = {
        id: string;
        playerId: string;
        seq: number;
        reason: string;
        handedAt: Date | null;
        deliveries: { status: string; attempts: number; lastStatus: number | null; lastError: string | null }[];
      };
      const notices = async (): Promise<Row[]> =>
        (
          await db.pool.query<Row>(`
            SELECT n."id", n."playerId", n."seq", n."reason", n."handedAt",
              COALESCE(json_agg(json_build_object('status', d."status", 'attempts', d."attempts",
                'lastStatus', d."lastStatus", 'lastError', d."lastError")) FILTER (WHERE d."id" IS NOT NULL), '[]') AS "deliveries"
            FROM "Notice" n LEFT JOIN "WebhookDelivery" d ON d."noticeId" = n."id"
            GROUP BY n."id"`)
        ).rows;
      const unfinishedJobs = async (): Promise<number> =>
        Number(
          (
            await db.pool.query<{ n: string }>(
              `SELECT count(*) AS n FROM pgboss.job WHERE name = 'webhook-delivery' AND state IN ('created', 'retry', 'active')`,
            )
          ).rows[0].n,
        );
      const undelivered = (rows: Row[]) => rows.filter((n) => !n.deliveries.some((d) => d.status === 'delivered'));
      // Done when every notice is delivered and no delivery job is left to run anywhere: nothing more can arrive.
      const rows = await until(
        'every notice delivered and the delivery queue empty',
        async () => {
          const all = await notices();
          return undelivered(all).length === 0 && (await unfinishedJobs()) === 0 ? all : undefined;
        },
        {
          explain: async () => {
            const all = await notices();
            return `${undelivered(all).length} of ${all.length} notices undelivered (e.g. ${JSON.stringify(undelivered(all).slice(0, 3))}), ${await unfinishedJobs()} delivery jobs unfinished`;
          },
        },
      );

      expect(rows.length).toBeGreaterThanOrEqual(acks);
      // Each notice was handed over once, to its player's one endpoint, and delivered at the first attempt.
      for (const n of rows) {
        expect(n.handedAt).not.toBeNull();
        expect({ notice: n.id, deliveries: n.deliveries }).toEqual({
          notice: n.id,
          deliveries: [{ status: 'delivered', attempts: 1, lastStatus: 204, lastError: null }],
        });
      }
      // The receiver got each notice once, under its own webhook-id, with its own seq and reason, and nothing else.
      const byPath = new Map(players.map((p) => [p.path, p]));
      const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
      expect(ids.length).toBe(new Set(ids).size);
      expect(new Set(ids)).toEqual(new Set(rows.map((n) => `notice_${n.id}`)));
      const byId = new Map(rows.map((n) => [`notice_${n.id}`, n]));
      for (const r of receiver.received) {
        const player = byPath.get(r.path);
        if (!player) throw new Error(`a webhook to ${r.path}, no player's endpoint`);
        const payload = verified(player, r);
        const notice = byId.get(String(r.headers['webhook-id']));
        expect({ type: payload.type, seq: payload.data.match.seq }).toEqual({
          type: notice?.reason,
          seq: notice?.seq,
        });
      }
    }, 240_000);
  },
);

// The server as production runs it, killed with SIGKILL while its notices are still being handed over and
// delivered: started again on the same database, it delivers every notice of every batch that committed, and
// nothing for a batch that did not.
describe(`notices across a kill -9, on ${serverUrl ? 'PostgreSQL' : 'the embedded database in DATA_DIR'}`, () => {
  const receiver = new WebhookReceiver();
  const { start } = useServerProcess('notices', {
    ...BASE_ENV,
    // Every attempt before the receiver recovers fails; the schedule (about 70 s) outlasts the test's failing
    // part, so no endpoint is disabled, and its retries come every few seconds once the receiver answers.
    WEBHOOK_RETRY_DELAYS: '1s,1s,2s,2s,3s,3s,4s,4s,5s,5s,5s,5s,5s,5s,5s,5s,5s,5s',
    WEBHOOK_TIMEOUT: '1',
    // A job claimed by the killed server is claimed again within 10 s (and the queue's retry delay, 10 s).
    JOB_EXPIRE: '5s',
  });
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('delivers the YOUR_TURN of every batch that committed, acknowledged or not, and nothing for one that did not', async () => {
    let s = await start();
    const players: Player[] = [];
    for (const handle of ['ann', 'ben', 'cat', 'dan']) players.push(await Player.register(s.base, handle, receiver));
    // Until the restart, each endpoint answers 503 and hangs in turn: some attempts fail and wait for their retry
    // (a job to come), others are still waiting for an answer when the server dies (a job it held, claimed again).
    let failing = true;
    const answered = new Map<string, Answer[]>();
    for (const p of players)
      receiver.answer(p.path, (hit) => {
        const answer: Answer = !failing ? 204 : hit % 2 === 0 ? 503 : 'hang';
        answered.set(p.path, [...(answered.get(p.path) ?? []), answer]);
        return answer;
      });
    const pairs: [number, number][] = [
      [0, 1],
      [2, 3],
      [0, 2],
      [1, 3],
      [3, 0],
      [1, 2],
    ];
    const acks: Ack[] = [];
    const tables: Table[] = [];
    for (const [a, b] of pairs) {
      const { table, ack } = await newTable(s.base, players[a], players[b]);
      tables.push(table);
      acks.push(ack);
    }
    // Moves in every match at once; the server is killed the moment the 40th is acknowledged, others in flight.
    const killAt = acks.length + 40;
    let killed: Promise<unknown> | undefined;
    const bases = () => [s.base];
    await Promise.all(
      tables.map((table, i) =>
        play(
          table,
          acks[i].awaited[0],
          bases,
          30,
          i + 7,
          (ack) => {
            if (killed) return; // answered as the kill was under way: taken as not acknowledged
            acks.push(ack);
            if (acks.length === killAt) killed = s.kill();
          },
          () => killed !== undefined,
        ),
      ),
    );
    expect(killed).toBeDefined();
    expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
    const failedBefore = receiver.received.length;

    s = await start();
    failing = false;

    // The log is what committed: every acknowledged batch, and perhaps the one move per match in flight at the
    // kill. A match's last batch left its awaited players awaited still (nobody moves after the restart).
    const committed = new Map<string, number>();
    const last: Ack[] = [];
    for (const t of tables) {
      const views = await Promise.all(
        t.players.map(async (p) => (await p.call(s.base, 'GET', `/api/matches/${t.id}`)).body as unknown as MatchJson),
      );
      committed.set(t.id, views[0].seq);
      last.push({
        matchId: t.id,
        seq: views[0].seq,
        awaited: t.players.filter((_, i) => views[i].legalMoves.length > 0),
      });
    }
    for (const a of acks) expect(committed.get(a.matchId)).toBeGreaterThanOrEqual(a.seq);

    // Every committed batch leaves its awaited player a YOUR_TURN: each arrives, signed, answered 204.
    const delivered = (p: Player) =>
      receiver
        .at(p.path)
        .filter((_, i) => answered.get(p.path)?.[i] === 204)
        .map((r) => verified(p, r));
    const expected = [...acks, ...last].flatMap((a) =>
      a.awaited.map((p) => ({ player: p, matchId: a.matchId, seq: a.seq })),
    );
    const missing = () =>
      expected.filter(
        (e) =>
          !delivered(e.player).some(
            (w) => w.type === 'YOUR_TURN' && w.data.match.id === e.matchId && w.data.match.seq === e.seq,
          ),
      );
    await until(
      `the YOUR_TURN of all ${acks.length} acknowledged batches and each match's last`,
      () => missing().length === 0,
      {
        explain: () =>
          `${missing().length} missing: ${JSON.stringify(missing().map((m) => ({ to: m.player.handle, match: m.matchId, seq: m.seq })))}`,
        // About 20 s after the restart here (a held job: expiry, maintenance, retry delay), 30 s on a loaded machine.
        ms: 90_000,
      },
    );
    // The receiver was tried before the kill and failed every attempt: all it took was sent after the restart.
    expect(failedBefore).toBeGreaterThan(0);

    // Nothing was ever sent, answered or not, for a seq past the log's end (a batch that did not commit), and
    // each YOUR_TURN was its player's turn indeed: the match as they saw it then awaited them.
    for (const p of players)
      for (const r of receiver.at(p.path)) {
        const w = verified(p, r);
        expect(committed.get(w.data.match.id)).toBeGreaterThanOrEqual(w.data.match.seq);
        if (w.type === 'YOUR_TURN') expect(w.data.match.legalMoves.length).toBeGreaterThan(0);
      }
  }, 180_000);
});
