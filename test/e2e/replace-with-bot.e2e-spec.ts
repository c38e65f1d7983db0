import request from 'supertest';
import { Clock } from '../../src/common/time/clock';
import { PrismaService } from '../../src/database/prisma.service';
import { ArchiveBackfill } from '../../src/matches/reading/archive-backfill';
import { MatchVerifier } from '../../src/matches/verify/match-verifier';
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
      expect.objectContaining({
        kind: 'replaced',
        player: 'ben',
        seat: benSeat,
        replacedBy: 'heuristic-bot',
        reason: 'resigned',
        claimedBy: 'ben',
      }),
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
    // The bot may move between two reads: compare the two at one seq.
    for (;;) {
      const benNow = await ben.match(id);
      expect(benNow.yourSeat).toBeNull();
      const anonymous = (await request(t.app.getHttpServer()).get(`/api/matches/${id}`).expect(200)).body as MatchBody;
      if (anonymous.seq !== benNow.seq) continue;
      expect(benNow.view).toEqual(anonymous.view);
      break;
    }

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
      reason: 'timedOut',
      claimedBy: claimant.handle,
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

    // Their results: each ranks as the rules rank a resigned player (rules 12a and 13), the bots are credited nothing.
    const standings = (over[0].result as { standings: { seat: number; rank: number; score: number }[] }).standings;
    const left = [
      { who: ben, seat: benSeat, bot: 'heuristic-bot' },
      { who: person, seat: awaited.yourSeat as number, bot: 'heuristic-bot-2' },
    ];
    for (const { who, seat, bot } of left) {
      const rank = 1 + standings.filter((st) => st.score > 0).length;
      const found = (await who.get(`/api/matches/archive?player=${who.handle}`).expect(200)).body;
      expect(found.total).toBe(1);
      // The item shows the seat as the match does: the bot's, replacing who left; who left reads it with no seat.
      expect(found.items[0]).toMatchObject({ id, yourSeat: null });
      expect(found.items[0].players[seat]).toMatchObject({ handle: bot, bot: true, replacing: who.handle });
      expect(found.items[0].players).toEqual(over[0].players);
      const stats = (await request(t.app.getHttpServer()).get(`/api/players/${who.handle}/stats`).expect(200)).body;
      expect(stats.games).toEqual([
        expect.objectContaining({
          gameId: 'pope-joan',
          matches: 1,
          lost: rank === 1 ? 0 : 1,
          ranks: [{ rank, count: 1 }],
          averageScore: 0,
        }),
      ]);
      const versus = await request(t.app.getHttpServer())
        .get(`/api/players/${who.handle}/stats/${stayed[0].handle}`)
        .expect(200);
      expect(versus.body.games).toEqual([expect.objectContaining({ gameId: 'pope-joan', matches: 1, won: 0 })]);
      const botStats = await request(t.app.getHttpServer()).get(`/api/players/${bot}/stats`).expect(200);
      expect(botStats.body.games).toEqual([]);
    }

    // The record names who sat in each seat from the start, and carries both takeovers, as every reader sees them.
    const record = (await ben.get(`/api/matches/${id}/record`).expect(200)).text;
    const claimantSeat = (over[0].players as Seat[]).findIndex((p) => p.handle === claimant.handle);
    expect(record).toContain(`[Seat${benSeat}Handle "ben"]`);
    expect(record).toContain(`[Seat${left[1].seat}Handle "${person.handle}"]`);
    expect(record).not.toMatch(/Seat\d+Handle "heuristic-bot/);
    for (const [n, { seat, bot }, reason, asked] of [
      [1, left[0], 'resigned', benSeat],
      [2, left[1], 'timedOut', claimantSeat],
    ] as const) {
      expect(record).toContain(`[Takeover${n}Seat "S${seat}"]\n[Takeover${n}Reason "${reason}"]\n[Takeover${n}At "`);
      expect(record).toMatch(new RegExp(`\\[Takeover${n}From "Deal \\d+ \\d+"\\]`));
      expect(record).toContain(`[Takeover${n}ClaimedBy "S${asked}"]`);
      expect(record).toContain(`[Takeover${n}ByHandle "${bot}"]`);
    }
    // Who left reads the record, and the archive's item, exactly as someone without an account does.
    const http = () => request(t.app.getHttpServer());
    expect(record).toBe((await http().get(`/api/matches/${id}/record`).expect(200)).text);
    const anonymousItem = (await http().get('/api/matches/archive?player=ben').expect(200)).body.items[0];
    expect((await ben.get('/api/matches/archive?player=ben').expect(200)).body.items[0]).toEqual(anonymousItem);

    // The summary agrees with the log; one written before it kept takeovers (the bot in the seat) is written again.
    const verifier = t.app.get(MatchVerifier);
    expect((await verifier.verify(id)).problems).toEqual([]);
    await t.app
      .get(PrismaService)
      .$executeRawUnsafe(
        `UPDATE "ArchivedSeat" SET "playerId" = "replacedBy", "replacedBy" = NULL WHERE "matchId" = $1::uuid AND "replacedBy" IS NOT NULL`,
        id,
      );
    expect((await ben.get('/api/matches/archive?player=ben').expect(200)).body.total).toBe(0);
    expect((await verifier.verify(id)).ok).toBe(false);
    expect(await t.app.get(ArchiveBackfill).run()).toBe(1);
    expect((await verifier.verify(id)).problems).toEqual([]);
    expect((await ben.get('/api/matches/archive?player=ben').expect(200)).body.total).toBe(1);
    expect(await t.app.get(ArchiveBackfill).run()).toBe(0);
  }, 240_000);
});
