import createClient, { Client, Middleware } from 'openapi-fetch';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CLIENT_TYPES, clientTypesOf } from '../clients/rest/client-types';
import type { components, paths } from '../clients/rest/openapi';
import { EmailLinks } from '../../src/notices/email/email-links';
import { useTestApp } from '../support/app';
import { WebhookReceiver } from '../support/webhook-receiver';
import { ResponseValidator, openApiDocument } from '../support/openapi-responses';

type Api = Client<paths>;
type Match = components['schemas']['Match'];

const NDJSON = 'application/x-ndjson';

/** The body of a success; a failure throws, naming its status and error. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined)
    throw new Error(`${result.response.url}: ${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

/**
 * A client generated from the served document (openapi-typescript's types,
 * openapi-fetch at run time) plays whole matches and calls every operation;
 * every answer it receives, errors and stream lines included, is checked
 * against its operation in that document.
 */
describe('a client generated from the OpenAPI document', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000', WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  let baseUrl: string;
  let validator: ResponseValidator;
  let anonymous: Api;
  const players = new Map<string, Api>();

  /** Checks every answer but a stream's against the document (streams are checked line by line). */
  const checked: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const mediaType = response.headers.get('content-type')?.split(';')[0] ?? null;
      if (mediaType === NDJSON) return;
      const body =
        mediaType === 'application/json'
          ? await response.clone().json()
          : mediaType?.startsWith('text/')
            ? await response.clone().text()
            : null;
      const problems = validator.problems(request.method, schemaPath, response.status, mediaType, body);
      if (problems.length > 0) throw new Error(`the answer is not as documented:\n${problems.join('\n')}`);
    },
  };

  function client(token?: string): Api {
    const api = createClient<paths>({ baseUrl, headers: token ? { authorization: `Bearer ${token}` } : {} });
    api.use(checked);
    return api;
  }

  async function register(handle: string): Promise<Api> {
    const { accessToken, player } = ok(
      await anonymous.POST('/api/auth/register', { body: { handle, password: `${handle}'s long password` } }),
    );
    expect(player.handle).toBe(handle);
    const api = client(accessToken);
    players.set(handle, api);
    return api;
  }

  /** Whoever may move plays their first legal move, until the match is over. */
  async function playToTheEnd(id: string, seated: readonly Api[]): Promise<Match> {
    for (let round = 0; round < 2000; round++) {
      let moved = false;
      for (const api of seated) {
        const match = ok(await api.GET('/api/matches/{id}', { params: { path: { id } } }));
        if (match.status !== 'active') return match;
        const [move] = match.legalMoves;
        if (!move) continue;
        const result = ok(
          await api.POST('/api/matches/{id}/moves', {
            params: { path: { id } },
            body: { expectedSeq: match.seq, move: move.text },
          }),
        );
        expect(result.events[0].move?.text).toBe(move.text);
        moved = true;
      }
      if (!moved) throw new Error(`nobody may move in match ${id}`);
    }
    throw new Error(`match ${id} did not end`);
  }

  /** The lines of an NDJSON answer, each checked against its operation's line schema; stops after `most`. */
  async function lines(path: string, stream: ReadableStream<Uint8Array> | null, most: number): Promise<unknown[]> {
    if (!stream) throw new Error(`${path} answered no stream`);
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const out: unknown[] = [];
    let pending = '';
    while (out.length < most) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (pending + decoder.decode(value, { stream: true })).split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts.filter((part) => part !== '')) out.push(JSON.parse(line));
    }
    await reader.cancel();
    for (const line of out) expect(validator.problems('GET', path, 200, NDJSON, line)).toEqual([]);
    return out;
  }

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    validator = new ResponseValidator(openApiDocument(await (await fetch(`${baseUrl}/api/openapi.json`)).json()));
    anonymous = client();
  });

  it('is typed by the committed file, which is what openapi-typescript makes of the served document', async () => {
    const generated = await clientTypesOf(validator.document);
    const committed = readFileSync(resolve(__dirname, '../..', CLIENT_TYPES), 'utf8');
    if (committed === generated) return;
    const [mine, theirs] = [committed.split('\n'), generated.split('\n')];
    let line = 0;
    while (mine[line] === theirs[line]) line++;
    throw new Error(
      `${CLIENT_TYPES} is out of date (line ${line + 1}: the document makes ${JSON.stringify(theirs[line] ?? '')}): ` +
        'run `npm run api:client`, review the diff and commit it',
    );
  });

  it('plays a whole Maw match', async () => {
    const [ann, ben] = [await register('ann'), await register('ben')];
    const created = ok(await ann.POST('/api/matches', { body: { gameId: 'maw', options: { target: 5 } } }));
    const id = created.match.id;
    expect(created.match.options).toMatchObject({ target: 5 });
    const joined = ok(await ben.POST('/api/matches/{id}/join', { params: { path: { id } } }));
    expect(joined.match.status).toBe('active');
    const opening = ok(await ann.GET('/api/matches/{id}', { params: { path: { id } } }));
    // The view is typed per game: narrowed by its gameId.
    if (opening.view?.gameId !== 'maw') throw new Error('a Maw match shows a Maw view');
    expect(opening.view.hand).toHaveLength(5);

    const done = await playToTheEnd(id, [ann, ben]);
    expect(done.status).toBe('finished');
    expect(done.result?.reason).toBe('TARGET_REACHED');
    if (done.view?.gameId !== 'maw') throw new Error('a Maw match shows a Maw view');
    expect(Math.max(...done.view.scores)).toBeGreaterThanOrEqual(5);
    const revealed = `${done.shuffleAlgorithm}|${done.id}|${done.seed}`;
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(created.match.commitment);

    const log = ok(
      await ben.GET('/api/matches/{id}/events', { params: { path: { id }, query: { fromSeq: 0, limit: 1000 } } }),
    );
    expect(log.items.map((e) => e.seq)).toEqual(log.items.map((_, i) => i));
    expect(log.items).toHaveLength(done.seq);
    expect(log.next).toBeNull();
    const replay = (seq: number, as: 'seat' | 'spectator') =>
      ann.GET('/api/matches/{id}/at/{seq}', { params: { path: { id, seq }, query: { as } } });
    expect(ok(await replay(opening.seq, 'seat'))).toEqual(opening);
    expect(ok(await replay(opening.seq, 'spectator'))).toMatchObject({ seq: opening.seq, yourSeat: null, seed: null });
    const exported = await ben.GET('/api/matches/export', {
      params: { query: { gameId: 'maw', player: 'ann', max: 1 } },
      parseAs: 'text',
    });
    expect(exported.response.status).toBe(200);
    const [line] = (exported.data ?? '').split('\n').filter((l) => l !== '');
    expect(validator.problems('GET', '/api/matches/export', 200, NDJSON, JSON.parse(line))).toEqual([]);
    expect(JSON.parse(line)).toMatchObject({ id, status: 'finished', yourSeat: 1 });
    const record = ok(await ben.GET('/api/matches/{id}/record', { params: { path: { id } }, parseAs: 'text' }));
    expect(record).toContain(`[MatchId "${id}"]`);
    expect(record).toContain('[Viewer "S1"]');
    const importRecord = (text: string) =>
      ben.POST('/api/records', {
        body: text,
        bodySerializer: (body) => body,
        headers: { 'content-type': 'text/plain' },
      });
    // The record of a match played here imports as that match.
    const imported = await importRecord(record);
    expect(imported.response.status).toBe(200);
    expect(ok(imported)).toMatchObject({ fresh: false, match: { id, imported: null, yourSeat: 1 } });
    const cut = await importRecord(record.split('\n').slice(0, -3).join('\n'));
    expect(cut.error?.error.code).toBe('RECORD_INVALID');
    const stream = await ben.GET('/api/matches/{id}/stream', {
      params: { path: { id }, query: { fromSeq: done.seq - 2 } },
      parseAs: 'stream',
    });
    expect(await lines('/api/matches/{id}/stream', stream.data ?? null, 2)).toHaveLength(2);
  });

  it('plays a whole Pope Joan match of three seats and one round of deals', async () => {
    const [ann, ben, cat] = [players.get('ann'), players.get('ben'), await register('cat')];
    if (!ann || !ben) throw new Error('the players of the Maw match play this one too');
    const created = ok(
      await ann.POST('/api/matches', { body: { gameId: 'pope-joan', seats: 3, options: { deals: 1 } } }),
    );
    const id = created.match.id;
    ok(await ben.POST('/api/matches/{id}/join', { params: { path: { id } } }));
    const started = ok(await cat.POST('/api/matches/{id}/join', { params: { path: { id } } }));
    expect(started.match.players.map((p) => p.handle)).toEqual(['ann', 'ben', 'cat']);

    const done = await playToTheEnd(id, [ann, ben, cat]);
    expect(done.status).toBe('finished');
    // Each player deals once, unless a bankruptcy leaves fewer than three (docs/rules/pope-joan.md, rule 11).
    expect(['DEALS_PLAYED', 'TOO_FEW_PLAYERS']).toContain(done.result?.reason);
    expect(done.result?.standings).toHaveLength(3);
    if (done.view?.gameId !== 'pope-joan') throw new Error('a Pope Joan match shows a Pope Joan view');
    expect(done.view.over).toBe(done.result?.reason);
    const onTheBoard = Object.values(done.view.board).reduce((sum, n) => sum + n, 0);
    const held = done.view.counters.reduce((sum, n) => sum + n, 0);
    expect(onTheBoard + held).toBe(3 * Number(done.options.startingCounters));
  });

  it('answers every other operation as the document says', async () => {
    const [ann, ben, cat] = ['ann', 'ben', 'cat'].map((handle) => players.get(handle));
    if (!ann || !ben || !cat) throw new Error('the players of the matches above take part');
    expect(ok(await anonymous.GET('/health'))).toEqual({ status: 'ok' });
    expect(ok(await anonymous.GET('/ready')).status).toBe('ready');
    expect(ok(await anonymous.GET('/api/games')).map((g) => g.id)).toEqual(['maw', 'pope-joan']);
    expect(ok(await anonymous.GET('/api/games/{id}', { params: { path: { id: 'maw' } } })).name).toBe('Maw');
    expect(ok(await anonymous.GET('/api/players/{handle}', { params: { path: { handle: 'ANN' } } })).handle).toBe(
      'ann',
    );
    const session = ok(
      await anonymous.POST('/api/auth/login', { body: { handle: 'ann', password: "ann's long password" } }),
    );
    const annAgain = client(session.accessToken);
    expect(ok(await annAgain.PATCH('/api/me', { body: { displayName: 'Ann of Denmark' } })).displayName).toBe(
      'Ann of Denmark',
    );
    const { token, secret } = ok(
      await annAgain.POST('/api/tokens', { body: { description: 'my bot', scopes: ['account:read', 'match:read'] } }),
    );
    const bot = client(secret);
    expect(ok(await bot.GET('/api/me')).displayName).toBe('Ann of Denmark');
    expect(ok(await bot.GET('/api/tokens')).items.map((t) => t.id)).toEqual([token.id]);
    const refused = await bot.POST('/api/matches', { body: { gameId: 'maw' } });
    expect(refused.error?.error.code).toBe('FORBIDDEN');
    const revoked = await annAgain.DELETE('/api/tokens/{id}', { params: { path: { id: token.id } } });
    expect(revoked.response.status).toBe(204);

    // Email: this server sends none (no SMTP_URL), and says so; settings and links still answer.
    expect(ok(await ann.GET('/api/me/email'))).toMatchObject({ enabled: false, address: null, mode: 'immediate' });
    const digest = ok(await ann.PATCH('/api/me/email', { body: { mode: 'digest', timeZone: 'Europe/Paris' } }));
    expect(digest).toMatchObject({ enabled: false, mode: 'digest', timeZone: 'Europe/Paris' });
    const off = await ann.PUT('/api/me/email/address', { body: { address: 'ann@mail.example' } });
    expect(off.error?.error.code).toBe('EMAIL_DISABLED');
    const resend = await ann.POST('/api/me/email/verification');
    expect(resend.error?.error.code).toBe('EMAIL_DISABLED');
    const link = await anonymous.GET('/api/email/verify', { params: { query: { token: 'f00d' } } });
    expect(link.error?.error.details).toEqual({ field: 'token', reason: 'UNKNOWN' });
    const unsubscribe = t.app.get(EmailLinks).unsubscribeToken(ok(await ann.GET('/api/me')).id);
    const query = { params: { query: { token: unsubscribe } } };
    expect(ok(await anonymous.GET('/api/email/unsubscribe', query))).toEqual({ mode: 'digest', unsubscribed: false });
    expect(ok(await anonymous.POST('/api/email/unsubscribe', query))).toEqual({ mode: 'never', unsubscribed: true });

    const mine = ok(await ann.GET('/api/matches', { params: { query: { status: 'finished', limit: 10 } } }));
    expect(mine.items.map((m) => m.gameId)).toEqual(['pope-joan', 'maw']);
    const archive = ok(await cat.GET('/api/matches/archive', { params: { query: { player: 'ben' } } }));
    expect(archive.items.map((m) => m.gameId)).toEqual(['pope-joan', 'maw']);
    expect(archive.total).toBe(2);
    const handle = { path: { handle: 'ben' } };
    const stats = ok(await anonymous.GET('/api/players/{handle}/stats', { params: handle }));
    expect(stats.games.map((g) => [g.gameId, g.matches])).toEqual([
      ['maw', 1],
      ['pope-joan', 1],
    ]);
    const against = ok(
      await anonymous.GET('/api/players/{handle}/stats/{opponent}', {
        params: { path: { handle: 'ben', opponent: 'ann' }, query: { gameId: 'maw' } },
      }),
    );
    expect(against.games.map((g) => g.matches)).toEqual([1]);
    // Casual matches: no ratings, no history, nobody on the board.
    expect(ok(await anonymous.GET('/api/players/{handle}/ratings', { params: handle })).ratings).toEqual([]);
    const history = { path: { handle: 'ben', pool: 'maw' } };
    expect(ok(await anonymous.GET('/api/players/{handle}/ratings/{pool}/history', { params: history }))).toEqual({
      items: [],
      next: null,
    });
    const board = { path: { pool: 'maw' }, query: { minGames: 1 } };
    expect(ok(await anonymous.GET('/api/leaderboards/{pool}', { params: board }))).toEqual({ items: [], next: null });

    // The lobby: joined by invite code and by id, left, started early, aborted before anyone chose a move.
    const lobby = ok(await ann.POST('/api/matches', { body: { gameId: 'pope-joan', seats: 4 } })).match;
    expect(ok(await cat.GET('/api/matches/open', { params: { query: { gameId: 'pope-joan' } } })).items).toEqual([
      expect.objectContaining({ id: lobby.id, inviteCode: null }),
    ]);
    ok(await ben.POST('/api/matches/join', { body: { inviteCode: lobby.inviteCode ?? '' } }));
    ok(await cat.POST('/api/matches/{id}/join', { params: { path: { id: lobby.id } } }));
    ok(await cat.POST('/api/matches/{id}/leave', { params: { path: { id: lobby.id } } }));
    ok(await cat.POST('/api/matches/{id}/join', { params: { path: { id: lobby.id } } }));
    const early = ok(await ann.POST('/api/matches/{id}/start', { params: { path: { id: lobby.id } } }));
    expect(early.match.status).toBe('active');
    // The turn stream opens with the matches already awaiting its player.
    const awaited = players.get(early.match.players[early.match.decision?.seats[0] ?? 0].handle ?? '');
    const turns = await awaited?.GET('/api/me/turns/stream', { parseAs: 'stream' });
    expect(await lines('/api/me/turns/stream', turns?.data ?? null, 1)).toEqual([
      { reason: 'YOUR_TURN', match: expect.objectContaining({ id: lobby.id }) },
    ]);
    const aborted = ok(await ben.POST('/api/matches/{id}/abort', { params: { path: { id: lobby.id } } }));
    expect(aborted.match.status).toBe('aborted');

    // Bots: a built-in one seated by the creator; an account made a bot's.
    const withBot = ok(await ann.POST('/api/matches', { body: { gameId: 'maw' } })).match;
    const seated = ok(
      await ann.POST('/api/matches/{id}/bots', { params: { path: { id: withBot.id } }, body: { kind: 'random' } }),
    );
    expect(seated.match.players.map((p) => p.bot)).toEqual([false, true]);
    const robot = await register('robot');
    expect(ok(await robot.POST('/api/players/me/bot')).bot).toBe(true);

    // The end of a match: a timeout claimed too early is refused, in the documented error body; a resignation.
    const set = ok(await ann.POST('/api/matches', { body: { gameId: 'maw' } })).match;
    ok(await ben.POST('/api/matches/{id}/join', { params: { path: { id: set.id } } }));
    const early2 = await ben.POST('/api/matches/{id}/claim-timeout', { params: { path: { id: set.id } } });
    expect(early2.error?.error.code).toBe('NOT_OVERDUE');
    const resigned = ok(
      await ann.POST('/api/matches/{id}/resign', {
        params: { path: { id: set.id }, header: { 'idempotency-key': 'ann-resigns' } },
      }),
    );
    expect(resigned.match.result?.reason).toBe('RESIGNED');

    // A vacation: started, refused while it runs (in the documented error body), shown, ended.
    const away = ok(await cat.PUT('/api/me/vacation', { body: { days: 2 } }));
    expect(away.current?.days).toBe(2);
    expect((await cat.PUT('/api/me/vacation', { body: { days: 1 } })).error?.error.code).toBe('ALREADY_ON_VACATION');
    expect(ok(await cat.GET('/api/me/vacation')).daysUsed).toBe(2);
    expect(ok(await anonymous.GET('/api/players/{handle}', { params: { path: { handle: 'cat' } } })).awayUntil).toBe(
      away.current?.until,
    );
    expect(ok(await cat.DELETE('/api/me/vacation')).current).toBeNull();

    // A webhook endpoint: registered, listed, read, changed, pinged, its log read, redelivered, rotated, deleted.
    const receiver = await new WebhookReceiver().start();
    try {
      const made = ok(await cat.POST('/api/webhooks', { body: { url: receiver.url('/cat'), events: ['YOUR_TURN'] } }));
      const hook = { params: { path: { id: made.endpoint.id } } };
      expect(made.secret).toMatch(/^whsec_/);
      expect(ok(await cat.GET('/api/webhooks')).items.map((e) => e.id)).toEqual([made.endpoint.id]);
      expect(ok(await cat.GET('/api/webhooks/{id}', hook)).events).toEqual(['YOUR_TURN']);
      const changed = ok(await cat.PATCH('/api/webhooks/{id}', { ...hook, body: { description: 'my phone' } }));
      expect(changed.description).toBe('my phone');
      const ping = ok(await cat.POST('/api/webhooks/{id}/ping', hook));
      await receiver.waitFor('/cat', 1);
      expect(ok(await cat.GET('/api/webhooks/{id}/deliveries', hook)).items.map((d) => d.id)).toContain(ping.id);
      const again = ok(
        await cat.POST('/api/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id: made.endpoint.id, deliveryId: ping.id } },
        }),
      );
      expect(again.messageId).toBe(ping.messageId);
      const rotated = ok(await cat.POST('/api/webhooks/{id}/rotate-secret', { ...hook, body: { graceHours: 1 } }));
      expect(rotated.secret).not.toBe(made.secret);
      expect((await cat.DELETE('/api/webhooks/{id}', hook)).response.status).toBe(204);
    } finally {
      await receiver.stop();
    }

    const out = await annAgain.POST('/api/auth/logout');
    expect(out.response.status).toBe(204);
    expect((await annAgain.GET('/api/me')).error?.error.code).toBe('UNAUTHENTICATED');
  });

  it('has checked an answer of every operation the document lists', () => {
    const listed = Object.values(validator.document.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(listed.filter((id) => id !== undefined && !validator.checked.has(id))).toEqual([]);
  });
});
