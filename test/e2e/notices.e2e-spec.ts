import request from 'supertest';
import { Clock } from '../../src/common/time/clock';
import { PrismaService } from '../../src/database/prisma.service';
import { TurnNoticeDto } from '../../src/matches/api/match-output';
import { TurnFeed } from '../../src/matches/realtime/turn-feed';
import { ClockNotices } from '../../src/notices/clock-notices';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';
import { FixedClock } from '../support/fixed-clock';
import { MatchBody, MatchClient } from '../support/match-client';
import { SmtpSink } from '../support/smtp-sink';
import { WebhookReceiver } from '../support/webhook-receiver';
import { drainNotices } from '../support/watched-webhooks';
import { until } from '../support/wait';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * One match followed to every channel of a player who is away: a move, and
 * then the clock, reach the turn feed, the player's webhook and their email.
 * Days pass by moving the clock; the clock's notices are looked for when the
 * test says (ClockNotices.tick), as the interval would.
 */
describe('notices on every channel', () => {
  const clock = new FixedClock(new Date('2026-12-01T09:00:00Z'));
  const receiver = new WebhookReceiver();
  const env: Record<string, string> = {
    RATE_LIMIT_MAX: '100000',
    JWT_TTL: '60d',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    PUBLIC_URL: 'https://cards.example',
    EMAIL_SECRET: 's'.repeat(32),
    NOTICE_CLOCK_INTERVAL: '1h',
    EMAIL_SWEEP_INTERVAL: '1h',
  };
  let smtp: SmtpSink;
  // Registered before the app's own beforeAll, so the app boots with the sink's address.
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    env.SMTP_URL = smtp.url;
  });
  const t = useTestApp({ env, configure: (builder) => builder.overrideProvider(Clock).useValue(clock) });
  const clients = new Map<string, MatchClient>();

  beforeAll(async () => {
    await receiver.start();
    for (const handle of ['ann', 'ben', 'cat']) {
      const client = new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
      clients.set(handle, client);
      await client.post('/api/webhooks', { url: receiver.url(`/${handle}`) }).expect(201);
      await verifyEmail(client);
    }
  });
  afterAll(async () => {
    await receiver.stop();
    await smtp.stop();
  });

  const address = (c: MatchClient) => `${c.handle}@mail.example`;

  async function verifyEmail(c: MatchClient): Promise<void> {
    const http = () => request(t.app.getHttpServer());
    await http()
      .put('/api/me/email/address')
      .set('authorization', `Bearer ${c.bearer}`)
      .send({ address: address(c) })
      .expect(200);
    const mail = await smtp.waitFor(address(c), 1);
    const link = /https:\/\/cards\.example(\/api\/email\/verify\?token=[0-9a-f]+)/.exec(mail.text);
    await http()
      .get(link?.[1] ?? '')
      .expect(200);
  }

  /** A started Maw match with a one-day limit: who is awaited and who waits. */
  async function started(a: MatchClient, b: MatchClient) {
    const id = await a.create({ gameId: 'maw', daysPerMove: 1 });
    await b.post(`/api/matches/${id}/join`).expect(200);
    const [ma, mb] = [await a.match(id), await b.match(id)];
    return ma.legalMoves.length > 0
      ? { id, awaited: a, waiting: b, view: ma }
      : { id, awaited: b, waiting: a, view: mb };
  }

  /** Waits until every notice written so far is handed over, and every email alert job it made has ended. */
  async function emailsSent(): Promise<void> {
    await drainNotices(t.app);
    await until('the email alerts to end', async () => {
      const { rows } = await t.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'email-alert' AND state IN ('created', 'retry', 'active')`,
      );
      return rows[0].n === 0;
    });
  }

  /** The webhooks `c` got about match `id`, by type. */
  const hooks = (c: MatchClient, id: string, type: string) =>
    receiver.payloads(`/${c.handle}`).filter((p) => p.type === type && (p.data.match as MatchBody).id === id);

  it('tells the awaited player it is their turn by webhook, and by email unless their own move made it so', async () => {
    const ann = clients.get('ann') as MatchClient;
    const ben = clients.get('ben') as MatchClient;
    const before = { ann: smtp.to(address(ann)).length, ben: smtp.to(address(ben)).length };
    const m = await started(ann, ben);
    const [hook] = await until('YOUR_TURN webhook', () => hooks(m.awaited, m.id, 'YOUR_TURN'));
    expect(hook.data).toEqual({ reason: 'YOUR_TURN', match: m.view });
    // Ben's join started the match: ann hears of it by email if it is her turn, ben (at the table) not.
    if (m.awaited === ann) await smtp.waitFor(address(ann), before.ann + 1);
    // The awaited player leads; then the other is awaited because of someone else's move: an email too.
    const mails = { led: smtp.to(address(m.awaited)).length, follows: smtp.to(address(m.waiting)).length };
    const led = await m.awaited
      .post(`/api/matches/${m.id}/moves`, { expectedSeq: m.view.seq, move: m.view.legalMoves[0].text })
      .expect(200);
    const view = await m.waiting.match(m.id);
    expect(view.seq).toBe(led.body.match.seq);
    const mail = await smtp.waitFor(address(m.waiting), mails.follows + 1);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const [turn] = await until('the follower’s webhook', () =>
      hooks(m.waiting, m.id, 'YOUR_TURN').filter((p) => (p.data.match as MatchBody).seq === view.seq),
    );
    expect(turn.data).toEqual({ reason: 'YOUR_TURN', match: view });
    await emailsSent();
    expect(smtp.to(address(m.awaited)).length).toBe(mails.led);
  });

  it('reminds the awaited player before the deadline on every channel, once, and tells the other when it may claim', async () => {
    const ann = clients.get('ann') as MatchClient;
    const cat = clients.get('cat') as MatchClient;
    const m = await started(cat, ann);
    const feed = await t.app.get(TurnFeed).notices((await playerId(m.awaited)) as string);
    const heard: TurnNoticeDto[] = [];
    // Awaited at the end, so that a feed that fails fails the test.
    const listening = (async () => {
      for await (const n of feed) heard.push(n);
    })();
    await until('the feed’s first notice', () => heard);
    const mails = smtp.to(address(m.awaited)).length;
    const ticks = t.app.get(ClockNotices);
    await ticks.tick();
    // A one-day limit: the reminder comes when half the time is used, not before.
    clock.advance(12 * HOUR - 60_000);
    expect(await ticks.tick()).toEqual([]);
    clock.advance(60_000);
    const written = (await ticks.tick()).filter((n) => n.matchId === m.id);
    expect(written.map((n) => [n.reason, n.playerId])).toEqual([['DEADLINE_SOON', await playerId(m.awaited)]]);
    expect((await ticks.tick()).filter((n) => n.matchId === m.id)).toEqual([]);
    const [soon] = await until('DEADLINE_SOON webhook', () => hooks(m.awaited, m.id, 'DEADLINE_SOON'));
    expect((soon.data.match as MatchBody).legalMoves.length).toBeGreaterThan(0);
    expect(
      (
        await until('DEADLINE_SOON on the feed', () =>
          heard.filter((n) => n.reason === 'DEADLINE_SOON' && n.match.id === m.id),
        )
      )[0].match.id,
    ).toBe(m.id);
    await smtp.waitFor(address(m.awaited), mails + 1);
    // At the deadline, the waiting player may claim: CLAIMABLE, once.
    clock.advance(12 * HOUR);
    const due = (await ticks.tick()).filter((n) => n.matchId === m.id);
    expect(due.map((n) => [n.reason, n.playerId])).toEqual([['CLAIMABLE', await playerId(m.waiting)]]);
    await until('CLAIMABLE webhook', () => hooks(m.waiting, m.id, 'CLAIMABLE'));
    expect((await ticks.tick()).filter((n) => n.matchId === m.id)).toEqual([]);
    await feed.return?.();
    await listening;
  });

  it('does not remind a player whose deadline stands still while they are away', async () => {
    const ben = clients.get('ben') as MatchClient;
    const cat = clients.get('cat') as MatchClient;
    const m = await started(ben, cat);
    await request(t.app.getHttpServer())
      .put('/api/me/vacation')
      .set('authorization', `Bearer ${m.awaited.bearer}`)
      .send({ days: 3 })
      .expect(200);
    clock.advance(2 * DAY);
    const written = await t.app.get(ClockNotices).tick();
    expect(written.filter((n) => n.matchId === m.id)).toEqual([]);
    await request(t.app.getHttpServer())
      .delete('/api/me/vacation')
      .set('authorization', `Bearer ${m.awaited.bearer}`)
      .expect(200);
    clock.advance(DAY);
  });

  it('forgets notices and their delivery logs once NOTICE_RETENTION has passed since they were handed over', async () => {
    const prisma = t.app.get(PrismaService);
    await drainNotices(t.app);
    const kept = await prisma.notice.count();
    expect(kept).toBeGreaterThan(0);
    expect(await prisma.webhookDelivery.count()).toBeGreaterThan(0);
    // Within the retention nothing goes (a tick may add a notice or two of its own).
    await t.app.get(ClockNotices).tick();
    expect(await prisma.notice.count()).toBeGreaterThanOrEqual(kept);
    await drainNotices(t.app);
    clock.advance(31 * DAY);
    await t.app.get(ClockNotices).tick();
    expect(await prisma.notice.count()).toBe(0);
    expect(await prisma.webhookDelivery.count()).toBe(0);
  });

  async function playerId(c: MatchClient): Promise<string | undefined> {
    return (await t.app.get(PrismaService).player.findUnique({ where: { handleKey: c.handle } }))?.id;
  }
});
