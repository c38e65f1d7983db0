import { useServerProcess } from '../support/server-fixture';

const serverUrl = process.env.DATABASE_URL;

type MatchJson = { seq: number; legalMoves: { text: string }[] };
type EventJson = { seq: number; move: { text: string } | null };

// The server as production runs it, killed with SIGKILL (a crash, an OOM kill): nothing flushed, nothing closed.
describe(`a server killed without warning, on ${serverUrl ? 'PostgreSQL' : 'the embedded database in DATA_DIR'}`, () => {
  const { start } = useServerProcess('crash', { RATE_LIMIT_MAX: '100000' });

  it('has lost nothing it acknowledged when it starts again: players, sessions, the log and idempotency keys', async () => {
    let s = await start();
    const bearers: string[] = [];
    for (const handle of ['ann', 'ben']) {
      expect((await s.call('POST', '/api/auth/register', { handle, password: 'correct horse battery' })).status).toBe(
        201,
      );
      bearers.push(
        (await s.call('POST', '/api/auth/login', { handle, password: 'correct horse battery' })).body
          .accessToken as string,
      );
    }
    const created = await s.call('POST', '/api/matches', { gameId: 'maw' }, bearers[0]);
    const id = (created.body.match as { id: string }).id;
    expect((await s.call('POST', `/api/matches/${id}/join`, undefined, bearers[1])).status).toBe(200);
    const acknowledged: string[] = [];
    let last = { key: '', seq: -1, bearer: '' };
    for (let n = 0; n < 8; n++) {
      const views = await Promise.all(
        bearers.map(async (bearer) => ({
          bearer,
          match: (await s.call('GET', `/api/matches/${id}`, undefined, bearer)).body as MatchJson,
        })),
      );
      const turn = views.find((v) => v.match.legalMoves.length > 0);
      if (!turn) throw new Error('nobody may move');
      const move = turn.match.legalMoves[0].text;
      const key = `move-${n}`;
      const res = await s.call(
        'POST',
        `/api/matches/${id}/moves`,
        { expectedSeq: turn.match.seq, move, idempotencyKey: key },
        turn.bearer,
      );
      expect(res.status).toBe(200);
      acknowledged.push(move);
      last = { key, seq: turn.match.seq, bearer: turn.bearer };
    }
    const seq = ((await s.call('GET', `/api/matches/${id}`, undefined, bearers[0])).body as MatchJson).seq;

    await s.kill();
    s = await start();

    // The sessions from before the crash still authenticate.
    const match = await s.call('GET', `/api/matches/${id}`, undefined, bearers[0]);
    expect(match.status).toBe(200);
    expect((match.body as MatchJson).seq).toBe(seq);
    const log = (await s.call('GET', `/api/matches/${id}/events?limit=1000`, undefined, bearers[0]))
      .body as unknown as {
      items: EventJson[];
      next: string | null;
    };
    expect(log.next).toBeNull();
    const events = log.items;
    expect(events.map((e) => e.move?.text).filter((text) => text !== undefined)).toEqual(acknowledged);
    // The last move's key still answers with the original result, not a second move.
    const again = await s.call(
      'POST',
      `/api/matches/${id}/moves`,
      { expectedSeq: last.seq, move: acknowledged[acknowledged.length - 1], idempotencyKey: last.key },
      last.bearer,
    );
    expect(again.status).toBe(200);
    expect(again.body.fresh).toBe(false);
    expect(((await s.call('GET', `/api/matches/${id}`, undefined, bearers[0])).body as MatchJson).seq).toBe(seq);
  }, 120_000); // the server process starts twice
});
