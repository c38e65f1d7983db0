import request from 'supertest';
import { Clock } from '../../src/common/time/clock';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';
import { FixedClock } from '../support/fixed-clock';
import { MatchBody, MatchClient } from '../support/match-client';
import { playOut } from '../support/play-out';

const DAY = 24 * 3_600_000;

interface Seat {
  handle: string;
  bot: boolean;
  replacing: string | null;
}

/** Waits until a person (one of `people`) is awaited; the match then, and that person. */
async function personAwaited(people: readonly MatchClient[], id: string): Promise<[MatchBody, MatchClient]> {
  const until = Date.now() + 30_000;
  for (;;) {
    for (const p of people) {
      const m = await p.match(id);
      if (m.legalMoves.length > 0) return [m, p];
    }
    if (Date.now() > until) throw new Error(`nobody of ${people.map((p) => p.handle).join(', ')} is awaited`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Pope Joan's replaceWithBot, through a whole match: one player resigns, another times out, and each seat plays on
// in a heuristic bot's hands; the players who left see the table as a spectator from then on.
describe('replaceWithBot', () => {
  const clock = new FixedClock(new Date('2026-12-01T09:00:00Z'));
  const t = useTestApp({
    env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '1000', BOT_DELAY: '0' },
    configure: (builder) => builder.overrideProvider(Clock).useValue(clock),
  });

  it('hands the seats of a resignation and a timeout to bots, and the match plays to its end', async () => {
    const [ann, ben, cat, dan] = await Promise.all(
      ['ann', 'ben', 'cat', 'dan'].map(async (h) => new MatchClient(t.app, h, await registerAndLogin(t.app, h))),
    );
    const id = await ann.create({ gameId: 'pope-joan', seats: 4, daysPerMove: 1, options: { replaceWithBot: true } });
    for (const p of [ben, cat, dan]) await p.post(`/api/matches/${id}/join`).expect(200);
    const started = await ann.match(id);
    expect(started.options).toMatchObject({ replaceWithBot: true });
    const benSeat = (started.players as Seat[]).findIndex((p) => p.handle === 'ben');
    const benHand = (await ben.match(id)).view?.hand;
    expect(benHand).toEqual(expect.any(Array));

    // Ben resigns: a bot holds his seat and his hand, and he sees the table as a spectator.
    const resigned = await ben.post(`/api/matches/${id}/resign`).set('idempotency-key', 'ben-goes').expect(200);
    expect(resigned.body.events).toEqual([
      expect.objectContaining({ kind: 'replaced', player: 'ben', seat: benSeat, replacedBy: 'heuristic-bot' }),
    ]);
    expect(resigned.body.match).toMatchObject({ status: 'active', yourSeat: null, legalMoves: [] });
    // The same key again answers the first result.
    const retried = await ben.post(`/api/matches/${id}/resign`).set('idempotency-key', 'ben-goes').expect(200);
    expect(retried.body.fresh).toBe(false);
    const afterBen = await ann.match(id);
    expect((afterBen.players as Seat[])[benSeat]).toMatchObject({
      handle: 'heuristic-bot',
      bot: true,
      replacing: 'ben',
    });
    const benNow = await ben.match(id);
    expect(benNow.yourSeat).toBeNull();
    const anonymous = await request(t.app.getHttpServer()).get(`/api/matches/${id}`).expect(200);
    expect(benNow.view).toEqual((anonymous.body as MatchBody).view);

    // Someone else's turn runs out and is claimed: a second bot takes that seat.
    const [awaited, person] = await personAwaited([ann, cat, dan], id);
    const claimant = [ann, cat, dan].find((p) => p !== person) as MatchClient;
    clock.advance(2 * DAY);
    const claimed = await claimant.post(`/api/matches/${id}/claim-timeout`).expect(200);
    expect(claimed.body.events[0]).toMatchObject({
      kind: 'replaced',
      player: person.handle,
      seat: awaited.yourSeat,
      replacedBy: 'heuristic-bot-2',
    });
    const gone = await person.match(id);
    expect(gone).toMatchObject({ yourSeat: null, legalMoves: [] });

    // The rest play on, the two bots in the seats left, to the end.
    const stayed = [ann, cat, dan].filter((p) => p !== person);
    const over = await Promise.all(stayed.map((p) => playOut(p, id)));
    expect(over[0].status).toBe('finished');
    const seats = over[0].players as Seat[];
    expect(seats.filter((s) => s.bot).map((s) => [s.handle, s.replacing])).toEqual(
      expect.arrayContaining([
        ['heuristic-bot', 'ben'],
        ['heuristic-bot-2', person.handle],
      ]),
    );
    const log = await ann.log(id);
    // Ben's moves before he left are his; the bot's after, in the same seat.
    const benMoves = log.filter((e) => e.kind === 'move' && e.seat === benSeat && !e.forced);
    const takeover = log.find((e) => e.kind === 'replaced' && e.player === 'ben')?.seq ?? -1;
    for (const e of benMoves) expect(e.player).toBe(e.seq < takeover ? 'ben' : 'heuristic-bot');
    // The departed player reads the finished match as everyone does, with no seat.
    expect((await ben.match(id)).yourSeat).toBeNull();
  }, 240_000);
});
