import { SPECTATOR } from '../../src/engine';
import request from 'supertest';
import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchBody, MatchClient } from '../support/match-client';
import { matchLeaks, recordLeaks } from '../support/leak-check';
import { RECORD_BODY, movedRecord } from '../support/moved-record';
import { LogEntry } from '../support/play-match';
import { xorshift } from '../support/random-playout';
import { replayWatched } from '../support/watched-replay';
import { TableRun, playWatched } from '../support/watched-table';
import { WatchedWebhooks } from '../support/watched-webhooks';

type Move = MatchBody['legalMoves'][number];

/**
 * Maw's hidden cards are the other hands, the stock, and a robber's discard
 * (maw.md, Visibility). Whole sets are played over HTTP; every response a
 * player or a spectator receives is checked against what they could have
 * seen at the table, rebuilt from the seed revealed at the end.
 */
describe('hidden information in Maw, through whole sets', () => {
  const t = useTestApp({
    env: {
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      GRAPHQL_MAX_COMPLEXITY: '100000',
      GRAPHQL_MAX_TOKENS: '100000',
    },
  });
  const webhooks = new WatchedWebhooks();
  const players: MatchClient[] = [];
  let spectator: MatchClient;
  const pick = xorshift(1674);
  const robberies: TableRun[] = [];

  beforeAll(async () => {
    for (const handle of ['ann', 'ben', 'cat', 'dan'])
      players.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
    spectator = new MatchClient(t.app, 'eve', await registerAndLogin(t.app, 'eve'));
    await webhooks.start([...players, spectator]);
  });
  afterAll(() => webhooks.stop());

  /** Random legal moves, but a player who may rob always does: the discard is the card to keep hidden. */
  function choose(legal: readonly Move[]): Move {
    const robs = legal.filter((m) => m.type === 'rob');
    const from = robs.length > 0 ? robs : legal;
    return from[Math.floor(pick() * from.length)];
  }

  async function watchedSet(seats: number, options: Record<string, unknown>): Promise<TableRun> {
    const run = await playWatched(t.app, players.slice(0, seats), spectator, { gameId: 'maw', options, choose });
    expect(run.end.status).toBe('finished');
    expect((run.end.players as { handle: string }[]).map((p) => p.handle)).toEqual(
      players.slice(0, seats).map((p) => p.handle),
    );
    expect(run.problems).toEqual([]);
    expect(await webhooks.problems(t.app, run, players.slice(0, seats), spectator)).toEqual([]);
    if (run.chosen.some((m) => m.type === 'rob')) robberies.push(run);
    return run;
  }

  it('shows two players and a spectator only what they saw at the table, in every response', async () => {
    const run = await watchedSet(2, { dealerRobsAce: true, target: 15 });
    expect(run.end.result).toMatchObject({ reason: 'TARGET_REACHED' });
    // Each kind of response was received and checked.
    expect(Object.keys(run.counts).sort()).toEqual(
      [
        'graphql archive',
        'graphql attempt',
        'graphql listing',
        'graphql log',
        'graphql match',
        'graphql move',
        'graphql record',
        'graphql stats',
        'rest archive',
        'rest attempt',
        'rest events',
        'rest listing',
        'rest match',
        'rest move',
        'rest record',
        'rest stats',
      ].sort(),
    );
  });

  it('shows four players in partnerships (a partner is an opponent here too) only their own hand', async () => {
    await watchedSet(4, { partnership: true, target: 10 });
  });

  it('replays a whole set at every seq to each seat and a spectator only what they saw then, REST as GraphQL', async () => {
    const run = await watchedSet(2, { dealerRobsAce: true, target: 10 });
    const seats = players.slice(0, 2);
    const replayed = await replayWatched(t.app, run, seats, spectator);
    expect(replayed.problems).toEqual([]);
    expect(replayed.replays).toBe(2 * (seats.length + 1) * (run.end.seq + 1));
  }, 240_000);

  it('has kept a robber’s discard hidden from the table until its game ended', async () => {
    // Robbing needs the Ace of trumps in hand or a turned-up ace: play short sets until one has happened.
    for (let extra = 0; robberies.length === 0 && extra < 30; extra++)
      await watchedSet(2, { dealerRobsAce: true, target: 5 });
    expect(robberies.length).toBeGreaterThan(0);
    // The spectator read the robbery as `rob ??` in the log, and the discard in the record once the set was over.
    const seen = robberies[0].received.filter((r) => r.viewer === SPECTATOR);
    const robs = seen
      .flatMap((r) => (r.source === 'rest events' ? (r.body as { items: LogEntry[] }).items : []))
      .filter((e) => e.move?.type === 'rob');
    expect(robs.length).toBeGreaterThan(0);
    for (const e of robs) expect(e.move).toMatchObject({ text: 'rob ??', card: '??' });
    const final = seen.filter((r) => r.source === 'rest match').at(-1)?.body as MatchBody;
    const record = (final.view as { record: { robbery: { seat: number; discard?: string } | null }[] }).record;
    const robbed = record.filter((g) => g.robbery);
    expect(robbed.length).toBeGreaterThan(0);
    for (const g of robbed) expect(g.robbery?.discard).toMatch(/^(10|[2-9AJQK])[CDHS]$/);

    // The record keeps it hidden too, even once the set is over; were it shown, the leak check would say so.
    const run = robberies[0];
    const robber = robbed[0].robbery?.seat as number;
    const lastRecord = (viewer: number | typeof SPECTATOR) =>
      run.received.filter((r) => r.source === 'rest record' && r.viewer === viewer).at(-1)?.body as string;
    const robbery = new RegExp(`^(\\d+)\\. S${robber} rob (\\S+)$`, 'm');
    const discard = robbery.exec(lastRecord(robber))?.[2] as string;
    expect(discard).toMatch(/^(10|[2-9AJQK])[CDHS]$/);
    const spectators = lastRecord(SPECTATOR);
    expect(robbery.exec(spectators)?.[2]).toBe('??');
    const shown = spectators.replace(robbery, (line) => line.replace('??', discard));
    const k = run.truth.knowledge(run.end.seq, SPECTATOR);
    expect(recordLeaks(spectators, k)).toEqual([]);
    expect(recordLeaks(shown, k).map((l) => l.card)).toContain(discard);
  });

  it('shows no more of a match imported from its records than the spectator’s record showed, to anyone', async () => {
    const run = robberies[0];
    const records = (viewer: number | typeof SPECTATOR) =>
      run.received.filter((r) => r.source === 'rest record' && r.viewer === viewer).at(-1)?.body as string;
    const k = run.truth.knowledge(run.end.seq, SPECTATOR);
    const imports = (text: string) =>
      request(t.app.getHttpServer())
        .post('/api/records')
        .set('authorization', `Bearer ${spectator.bearer}`)
        .set(RECORD_BODY)
        .send(movedRecord(text, 'hidden-information-import'));
    const first = await imports(records(SPECTATOR)).expect(201);
    expect(matchLeaks(first.body.match, k)).toEqual([]);
    // A seat's record, its own discards in it, imports as the same match and adds nothing anyone sees.
    for (const seat of [0, 1]) {
      const again = await imports(records(seat)).expect(200);
      expect(again.body.match.id).toBe(first.body.match.id);
      expect(matchLeaks(again.body.match, k)).toEqual([]);
    }
    const id = first.body.match.id as string;
    for (const reader of [...players.slice(0, 2), spectator]) {
      expect(matchLeaks(await reader.match(id), k)).toEqual([]);
      const served = (await reader.get(`/api/matches/${id}/record`).expect(200)).text;
      expect(served).toMatch(/^\d+\. S\d rob \?\?$/m);
      expect(recordLeaks(served, k)).toEqual([]);
      const robs = (await reader.log(id)).filter((e) => e.move?.type === 'rob');
      for (const e of robs) expect(e.move).toMatchObject({ text: 'rob ??', card: '??' });
    }
  });
});
