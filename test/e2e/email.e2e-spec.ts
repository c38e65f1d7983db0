import request from 'supertest';
import { Clock } from '../../src/common/time/clock';
import { PrismaService } from '../../src/database/prisma.service';
import { TurnNoticeDto } from '../../src/matches/api/match-output';
import { EmailAlerts } from '../../src/notices/email/email-alerts';
import { EmailNotice } from '../../src/notices/email/email-notice';
import { EmailSweeper } from '../../src/notices/email/email-sweeper';
import { EmailChannel } from '../../src/notices/email-channel';
import { useTestApp } from '../support/app';
import { graphql, registerAndLogin } from '../support/auth-client';
import { FixedClock } from '../support/fixed-clock';
import { GroundTruth } from '../support/ground-truth';
import { matchLeaks } from '../support/leak-check';
import { MatchBody, MatchClient } from '../support/match-client';
import { unredactedMoves } from '../support/play-match';
import { ReceivedMail, SmtpSink } from '../support/smtp-sink';

const HOUR = 3_600_000;

/** An email channel that takes no jobs. */
class NoEmailChannel {
  onApplicationBootstrap(): void {}
}
const SETTINGS_FIELDS = 'enabled address verified mode digestHour timeZone quietHours { start end }';

/**
 * Email alerts end to end: a real SMTP server in this process receives what
 * the app sends through nodemailer; settings and verification go through the
 * real REST and GraphQL API; notices are built from matches read through the
 * API, as the fan-out hands them over; days pass by moving the clock.
 */
describe('email alerts', () => {
  const clock = new FixedClock(new Date('2026-02-01T16:00:00Z'));
  const env: Record<string, string> = {
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
    JWT_TTL: '400d',
    PUBLIC_URL: 'https://cards.example',
    EMAIL_FROM: 'Parlour <cards@cards.example>',
    EMAIL_SECRET: 's'.repeat(32),
    // The timer sweeps at the clock's time too: a catch-up retried five minutes on is the timer's.
    EMAIL_SWEEP_INTERVAL: '1',
  };
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());
  // EmailAlerts is called by hand here, with the notices each test needs: the outbox's own hand-over stays out of
  // the count (test/e2e/notices-email.e2e-spec.ts follows a move to the mailbox).
  const t = useTestApp({
    env,
    configure: (builder) =>
      builder.overrideProvider(Clock).useValue(clock).overrideProvider(EmailChannel).useValue(new NoEmailChannel()),
  });
  const alerts = () => t.app.get(EmailAlerts);
  const http = () => request(t.app.getHttpServer());

  interface Player {
    readonly client: MatchClient;
    readonly id: string;
    readonly address: string;
  }

  async function player(handle: string): Promise<Player> {
    const client = new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
    const row = await t.app.get(PrismaService).player.findUniqueOrThrow({ where: { handleKey: handle } });
    return { client, id: row.id, address: `${handle}@mail.example` };
  }

  const rest = (p: Player) => ({
    get: () => p.client.get('/api/me/email'),
    put: (address: string | null) =>
      http().put('/api/me/email/address').set('authorization', `Bearer ${p.client.bearer}`).send({ address }),
    patch: (body: object) => http().patch('/api/me/email').set('authorization', `Bearer ${p.client.bearer}`).send(body),
  });

  /** The token of the link in a verification message. */
  function verificationLink(mail: ReceivedMail): string {
    const link = /https:\/\/cards\.example(\/api\/email\/verify\?token=[0-9a-f]+)/.exec(mail.text);
    if (!link) throw new Error(`no verification link in: ${mail.text}`);
    return link[1];
  }

  /** Sets and verifies `p`'s address through REST, with these settings; the clock moves a minute on. */
  async function verified(p: Player, settings: object = {}): Promise<void> {
    const before = smtp.to(p.address).length;
    await rest(p).put(p.address).expect(200);
    const mail = await smtp.waitFor(p.address, before + 1);
    await http().get(verificationLink(mail)).expect(200);
    await rest(p).patch(settings).expect(200);
    clock.advance(60_000);
  }

  /** A started Maw match between a and b; who must decide, and the match as each sees it. */
  async function started(a: Player, b: Player) {
    const id = await a.client.create({ gameId: 'maw', daysPerMove: 3 });
    await b.client.post(`/api/matches/${id}/join`).expect(200);
    const [ma, mb] = [await a.client.match(id), await b.client.match(id)];
    return ma.legalMoves.length > 0
      ? { id, awaited: a, waiting: b, view: ma, other: mb }
      : { id, awaited: b, waiting: a, view: mb, other: ma };
  }

  let noticeCount = 0;
  /** A notice as the fan-out hands it over: its body is the match as its player reads it through the API. */
  function notice(to: Player, view: MatchBody, reason = 'YOUR_TURN', causedBy: string | null = null): EmailNotice {
    noticeCount++;
    return {
      id: `00000000-0000-4000-8000-${String(noticeCount).padStart(12, '0')}`,
      playerId: to.id,
      matchId: view.id,
      seq: view.seq,
      reason,
      causedBy,
      createdAt: clock.now(),
      body: { reason, match: view } as unknown as TurnNoticeDto,
    };
  }

  /**
   * A sweep at the clock's time, and the timer's if one is running (it may hold a claim the first
   * passed over); then the messages `p` has. The clock stands still, so a later sweep of the timer
   * finds nothing more due: a message that is not there by then is not sent.
   */
  async function afterSweeps(p: Player): Promise<ReceivedMail[]> {
    await alerts().sweep(clock.now());
    await t.app.get(EmailSweeper).idle();
    return smtp.to(p.address);
  }

  describe('settings and verification', () => {
    let ann: Player;
    let ben: Player;
    beforeAll(async () => {
      [ann, ben] = [await player('ann'), await player('ben')];
    });

    it('starts with no address and the defaults, and says email is on', async () => {
      expect((await rest(ann).get().expect(200)).body).toEqual({
        enabled: true,
        address: null,
        verified: false,
        mode: 'immediate',
        digestHour: 8,
        timeZone: 'UTC',
        quietHours: null,
      });
    });

    it('sends a verification link to a new address, which verifies it when followed', async () => {
      const set = await rest(ann).put(ann.address).expect(200);
      expect(set.body).toMatchObject({ address: ann.address, verified: false });
      const mail = await smtp.waitFor(ann.address);
      expect(mail.subject).toBe('Confirm your email address for Parlour');
      expect(mail.headers.get('from')).toBe('Parlour <cards@cards.example>');
      const link = verificationLink(mail);
      expect((await http().get(link).expect(200)).body).toEqual({ address: ann.address, verified: true });
      expect((await rest(ann).get().expect(200)).body).toMatchObject({ address: ann.address, verified: true });
      // A link works once.
      const again = await http().get(link).expect(400);
      expect(again.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'token', reason: 'UNKNOWN' },
      });
    });

    it('shows a browser a page, not JSON, and a page for a link that does not work', async () => {
      clock.advance(60_000);
      await rest(ben).put(ben.address).expect(200);
      const link = verificationLink(await smtp.waitFor(ben.address));
      const page = await http().get(link).set('accept', 'text/html,application/xhtml+xml').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain(`Parlour will send turn alerts to ${ben.address}.`);
      const bad = await http().get('/api/email/verify?token=nope').set('accept', 'text/html').expect(400);
      expect(bad.text).toContain('no address awaits this verification link');
    });

    it('unverifies a changed address, sends its own link, and refuses a second message within a minute', async () => {
      clock.advance(60_000);
      const other = 'ann.other@mail.example';
      expect((await rest(ann).put(other).expect(200)).body).toMatchObject({ address: other, verified: false });
      const mail = await smtp.waitFor(other);
      const resend = await http()
        .post('/api/me/email/verification')
        .set('authorization', `Bearer ${ann.client.bearer}`)
        .expect(429);
      expect(resend.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 60 } });
      clock.advance(60_000);
      await http().post('/api/me/email/verification').set('authorization', `Bearer ${ann.client.bearer}`).expect(200);
      const second = await smtp.waitFor(other, 2);
      // The first link was replaced by the second.
      await http().get(verificationLink(mail)).expect(400);
      await http().get(verificationLink(second)).expect(200);
      clock.advance(60_000);
      await rest(ann).put(ann.address).expect(200);
      await http()
        .get(verificationLink(await smtp.waitFor(ann.address, 2)))
        .expect(200);
    });

    it('refuses a link past its week', async () => {
      clock.advance(60_000);
      const late = 'late@mail.example';
      await rest(ben).put(late).expect(200);
      clock.advance(7 * 24 * HOUR);
      const res = await http()
        .get(verificationLink(await smtp.waitFor(late)))
        .expect(400);
      expect(res.body.error.details).toEqual({ field: 'token', reason: 'EXPIRED' });
      expect((await rest(ben).get()).body).toMatchObject({ address: late, verified: false });
    });

    it('changes settings by the fields given, and refuses bad ones naming the field', async () => {
      const changed = await rest(ann)
        .patch({ mode: 'digest', digestHour: 18, timeZone: 'america/new_york', quietHours: { start: 22, end: 7 } })
        .expect(200);
      expect(changed.body).toMatchObject({
        mode: 'digest',
        digestHour: 18,
        timeZone: 'America/New_York',
        quietHours: { start: 22, end: 7 },
      });
      expect((await rest(ann).patch({ quietHours: null }).expect(200)).body).toMatchObject({
        mode: 'digest',
        quietHours: null,
      });
      for (const [body, field] of [
        [{ mode: 'sometimes' }, 'mode'],
        [{ digestHour: 24 }, 'digestHour'],
        [{ digestHour: 7.5 }, 'digestHour'],
        [{ timeZone: 'Europe/Atlantis' }, 'timeZone'],
        [{ quietHours: { start: 3, end: 3 } }, 'quietHours.end'],
      ] as const) {
        const res = await rest(ann).patch(body).expect(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field } });
      }
      const bad = await rest(ann).put('not an address').expect(400);
      expect(bad.body.error.details).toEqual({ field: 'address' });
      await rest(ann).patch({ mode: 'immediate', timeZone: 'UTC' }).expect(200);
    });

    it('answers GraphQL with the same shapes, and verifies by token there too', async () => {
      const cat = await player('cat');
      const set = await graphql(
        t.app,
        `mutation($a: String) { setEmailAddress(address: $a) { ${SETTINGS_FIELDS} } }`,
        { a: cat.address },
        cat.client.bearer,
      ).expect(200);
      expect(set.body.data.setEmailAddress).toEqual((await rest(cat).get()).body);
      const token = verificationLink(await smtp.waitFor(cat.address)).split('token=')[1];
      const verify = await graphql(t.app, 'mutation($t: String!) { verifyEmail(token: $t) { address verified } }', {
        t: token,
      }).expect(200);
      expect(verify.body.data.verifyEmail).toEqual({ address: cat.address, verified: true });
      const updated = await graphql(
        t.app,
        `mutation { updateEmailSettings(input: { mode: digest, digestHour: 9, timeZone: "Europe/Paris", quietHours: { start: 23, end: 6 } }) { ${SETTINGS_FIELDS} } }`,
        {},
        cat.client.bearer,
      ).expect(200);
      const read = await graphql(t.app, `{ emailSettings { ${SETTINGS_FIELDS} } }`, {}, cat.client.bearer);
      expect(updated.body.data.updateEmailSettings).toEqual((await rest(cat).get()).body);
      expect(read.body.data.emailSettings).toEqual({
        enabled: true,
        address: cat.address,
        verified: true,
        mode: 'digest',
        digestHour: 9,
        timeZone: 'Europe/Paris',
        quietHours: { start: 23, end: 6 },
      });
      const refused = await graphql(
        t.app,
        'mutation { updateEmailSettings(input: { timeZone: "Mars/Olympus" }) { mode } }',
        {},
        cat.client.bearer,
      );
      expect(refused.body.errors[0].extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'timeZone' },
      });
    });
  });

  describe('alerts', () => {
    let dan: Player;
    let eve: Player;
    beforeAll(async () => {
      [dan, eve] = [await player('dan'), await player('eve')];
      await verified(dan);
      await verified(eve);
    });

    it('sends an immediate alert at once, with one-click unsubscribe, rendered from the notice alone', async () => {
      const m = await started(dan, eve);
      const before = smtp.to(m.awaited.address).length;
      await alerts().deliver(notice(m.awaited, m.view, 'YOUR_TURN', m.waiting.id));
      const mail = await smtp.waitFor(m.awaited.address, before + 1);
      expect(mail.subject).toBe(`It is your turn in Maw against ${m.waiting.client.handle}`);
      expect(mail.text).toContain(`It is your turn in Maw against ${m.waiting.client.handle}.`);
      expect(mail.text).toContain('Awaiting: you');
      expect(mail.text).toContain(`Match: https://cards.example/api/matches/${m.id}`);
      // The deadline in the player's own zone (UTC here): three days after the decision became awaited.
      expect(mail.text).toMatch(/Deadline: \w{3}, \d+ \w{3} 2026, \d\d:\d\d \(UTC\)/);
      const unsubscribe = mail.headers.get('list-unsubscribe');
      expect(unsubscribe).toMatch(
        /^<https:\/\/cards\.example\/api\/email\/unsubscribe\?token=[0-9a-f-]+\.[0-9a-f]{64}>$/,
      );
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`Stop these emails: ${unsubscribe?.slice(1, -1)}`);
    });

    it('sends nothing for the player’s own move, in mode never, or to an unverified address', async () => {
      const m = await started(dan, eve);
      const before = smtp.received.length;
      await alerts().deliver(notice(m.awaited, m.view, 'YOUR_TURN', m.awaited.id));
      await rest(m.awaited).patch({ mode: 'never' }).expect(200);
      await alerts().deliver(notice(m.awaited, m.view, 'YOUR_TURN', m.waiting.id));
      await rest(m.awaited).patch({ mode: 'immediate' }).expect(200);
      const fay = await player('fay');
      clock.advance(60_000);
      await rest(fay).put(fay.address).expect(200);
      await smtp.waitFor(fay.address);
      const f = await started(fay, dan);
      await alerts().deliver(notice(fay, fay.id === f.awaited.id ? f.view : f.other, 'YOUR_TURN', dan.id));
      expect((await afterSweeps(fay)).map((mail) => mail.subject)).toEqual(['Confirm your email address for Parlour']);
      expect(smtp.received.length).toBe(before + 1);
    });

    it('sends a notice once, however often it is handed over', async () => {
      const m = await started(dan, eve);
      const handed = notice(m.awaited, m.view, 'YOUR_TURN', m.waiting.id);
      const before = smtp.to(m.awaited.address).length;
      await Promise.all([alerts().deliver(handed), alerts().deliver(handed)]);
      await alerts().deliver(handed);
      expect((await afterSweeps(m.awaited)).length).toBe(before + 1);
    });

    it('throws when the SMTP server refuses, and the retry sends exactly once', async () => {
      const m = await started(dan, eve);
      const handed = notice(m.awaited, m.view, 'YOUR_TURN', m.waiting.id);
      const before = smtp.to(m.awaited.address).length;
      smtp.failNext(1);
      await expect(alerts().deliver(handed)).rejects.toThrow(/try again later/);
      expect(smtp.to(m.awaited.address).length).toBe(before);
      await alerts().deliver(handed);
      await alerts().deliver(handed);
      expect((await afterSweeps(m.awaited)).length).toBe(before + 1);
    });

    it('tells the player of their account whatever their alert mode', async () => {
      await rest(eve).patch({ mode: 'never' }).expect(200);
      const before = smtp.to(eve.address).length;
      await alerts().tell(eve.id, 'Your webhook endpoint was disabled', 'It failed for a day.');
      const mail = await smtp.waitFor(eve.address, before + 1);
      expect(mail.subject).toBe('Your webhook endpoint was disabled');
      expect(mail.text).toContain('It failed for a day.');
      await rest(eve).patch({ mode: 'immediate' }).expect(200);
    });

    it('unsubscribes in one click: a POST to the link, without a session, stops the alerts', async () => {
      const m = await started(dan, eve);
      const before = smtp.to(m.awaited.address).length;
      await alerts().deliver(notice(m.awaited, m.view, 'YOUR_TURN', m.waiting.id));
      const mail = await smtp.waitFor(m.awaited.address, before + 1);
      const url = new URL((mail.headers.get('list-unsubscribe') ?? '').slice(1, -1));
      const path = `${url.pathname}${url.search}`;
      // Reading the link (a mail client or a scanner fetching it) changes nothing.
      expect((await http().get(path).expect(200)).body).toEqual({ mode: 'immediate', unsubscribed: false });
      const page = await http().get(path).set('accept', 'text/html').expect(200);
      expect(page.text).toContain('<form method="post"');
      // As RFC 8058 has mail clients do it: a form post of List-Unsubscribe=One-Click, with no credential.
      const posted = await http()
        .post(path)
        .set('content-type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(posted.body).toEqual({ mode: 'never', unsubscribed: true });
      expect((await rest(m.awaited).get()).body).toMatchObject({ mode: 'never', verified: true });
      await alerts().deliver(notice(m.awaited, m.view, 'YOUR_TURN', m.waiting.id));
      expect((await afterSweeps(m.awaited)).length).toBe(before + 1);
      // The link keeps working (it does not expire), and a forged one is refused.
      await http().post(path).expect(200);
      const forged = path.replace(/[0-9a-f](?=&|$)/, (c) => (c === '0' ? '1' : '0'));
      expect((await http().post(forged).expect(400)).body.error.details).toEqual({ field: 'token' });
      await rest(m.awaited).patch({ mode: 'immediate' }).expect(200);
    });
  });

  describe('digests and quiet hours, under a moved clock', () => {
    let gil: Player;
    let hal: Player;
    beforeAll(async () => {
      [gil, hal] = [await player('gil'), await player('hal')];
      await verified(gil);
      await verified(hal);
    });

    /** `p`'s view of a new match awaiting them, against `q`. */
    async function awaiting(p: Player, q: Player): Promise<MatchBody> {
      for (;;) {
        const m = await started(p, q);
        if (m.awaited === p) return m.view;
      }
    }

    it('holds immediate alerts through quiet hours and sends them as one message when they end, retrying a failure', async () => {
      // 23:00 in New York (EST), quiet from 22:00 to 7:00.
      clock.advance(Date.parse('2026-02-20T04:00:00Z') - clock.millis());
      await rest(gil).patch({ mode: 'immediate', timeZone: 'America/New_York', quietHours: { start: 22, end: 7 } });
      const [first, second] = [await awaiting(gil, hal), await awaiting(gil, hal)];
      const before = smtp.to(gil.address).length;
      await alerts().deliver(notice(gil, first, 'YOUR_TURN', hal.id));
      await alerts().deliver(notice(gil, second, 'YOUR_TURN', hal.id));
      clock.advance(8 * HOUR - 1000); // 6:59:59
      expect((await afterSweeps(gil)).length).toBe(before);
      // At 7:00 the SMTP server is in trouble: the catch-up is tried again five minutes later.
      smtp.failNext(1);
      clock.advance(1000);
      expect((await afterSweeps(gil)).length).toBe(before);
      clock.advance(5 * 60_000);
      const mail = await smtp.waitFor(gil.address, before + 1);
      expect(mail.subject).toBe('2 matches await you');
      expect(mail.text).toContain('Held during your quiet hours:');
      for (const m of [first, second]) expect(mail.text).toContain(`https://cards.example/api/matches/${m.id}`);
      expect(mail.text).toContain('(America/New_York)');
      expect((await afterSweeps(gil)).length).toBe(before + 1);
      await rest(gil).patch({ quietHours: null, timeZone: 'UTC' }).expect(200);
    });

    it('sends the digest at the chosen local hour across a change of the clocks, once', async () => {
      // Saturday 7 March 2026, 10:00 in New York (EST, UTC-5); the clocks go forward at 2:00 on the 8th.
      clock.advance(Date.parse('2026-03-07T15:00:00Z') - clock.millis());
      await rest(gil).patch({ mode: 'digest', digestHour: 8, timeZone: 'America/New_York' }).expect(200);
      const match = await awaiting(gil, hal);
      const before = smtp.to(gil.address).length;
      await alerts().deliver(notice(gil, match, 'YOUR_TURN', hal.id));
      expect((await afterSweeps(gil)).length).toBe(before);
      // 7:59:59 EDT on the 8th: 11:59:59 UTC (8:00 EST would have been 13:00 UTC).
      clock.advance(Date.parse('2026-03-08T11:59:59Z') - clock.millis());
      expect((await afterSweeps(gil)).length).toBe(before);
      clock.advance(1000);
      // Several instances sweeping at once send it once.
      await Promise.all([alerts().sweep(clock.now()), alerts().sweep(clock.now()), alerts().sweep(clock.now())]);
      const digest = await smtp.waitFor(gil.address, before + 1);
      expect(digest.subject).toBe('Daily digest: 1 match awaits you');
      expect(digest.text).toContain(`It is your turn in Maw against hal.`);
      expect(digest.text).toContain(`https://cards.example/api/matches/${match.id}`);
      expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect((await afterSweeps(gil)).length).toBe(before + 1);
      // Nothing held: no digest the next day.
      clock.advance(24 * HOUR);
      expect((await afterSweeps(gil)).length).toBe(before + 1);
    });

    it('leaves out of the digest a decision already made, and sends none when nothing is pending', async () => {
      await rest(gil).patch({ mode: 'digest', digestHour: 12, timeZone: 'UTC' }).expect(200);
      const match = await awaiting(gil, hal);
      const before = smtp.to(gil.address).length;
      const held = notice(gil, match, 'YOUR_TURN', hal.id);
      await alerts().deliver(held);
      const stored = () =>
        t.app
          .get(PrismaService)
          .emailAlert.findUniqueOrThrow({ where: { noticeId: held.id }, select: { state: true } });
      expect(await stored()).toEqual({ state: 'held' });
      const move = match.legalMoves[0].text;
      await gil.client.post(`/api/matches/${match.id}/moves`, { expectedSeq: match.seq, move }).expect(200);
      clock.advance(nextUtc(12) - clock.millis());
      expect((await afterSweeps(gil)).length).toBe(before);
      // Dealt with by that digest, which had nothing left to say.
      expect(await stored()).toEqual({ state: 'dropped' });
      await rest(gil).patch({ mode: 'immediate', timeZone: 'UTC' }).expect(200);
    });

    it('sends what a digest held at once when the player switches to immediate', async () => {
      await rest(hal).patch({ mode: 'digest', digestHour: 3, timeZone: 'Asia/Kolkata' }).expect(200);
      const match = await awaiting(hal, gil);
      const before = smtp.to(hal.address).length;
      await alerts().deliver(notice(hal, match, 'YOUR_TURN', gil.id));
      await rest(hal).patch({ mode: 'immediate' }).expect(200);
      const mail = await smtp.waitFor(hal.address, before + 1);
      expect(mail.subject).toBe('1 match awaits you');
    });

    /** The next instant after the clock's at which UTC shows `hour`:00. */
    function nextUtc(hour: number): number {
      const now = clock.millis();
      const today = new Date(now);
      today.setUTCHours(hour, 0, 0, 0);
      return today.getTime() > now ? today.getTime() : today.getTime() + 24 * HOUR;
    }
  });

  describe('hidden information', () => {
    it('shows no card in any email of a whole match a player could not see', async () => {
      const [ivy, jon] = [await player('ivy'), await player('jon')];
      await verified(ivy);
      await verified(jon);
      const seats = [ivy, jon];
      const id = await ivy.client.create({ gameId: 'maw' });
      await jon.client.post(`/api/matches/${id}/join`).expect(200);
      /** Each alert mailed, with whom it went to and at which seq. */
      const sent: { to: Player; seq: number; count: number }[] = [];
      const mailTo = async (p: Player, view: MatchBody, reason: string, causedBy: string) => {
        const count = smtp.to(p.address).length + 1;
        await alerts().deliver(notice(p, view, reason, causedBy));
        await smtp.waitFor(p.address, count);
        sent.push({ to: p, seq: view.seq, count });
      };
      let last = '';
      for (let round = 0; round < 2000; round++) {
        const views = await Promise.all(seats.map((p) => p.client.match(id)));
        if (views[0].status !== 'active') break;
        const seat = views.findIndex((v) => v.legalMoves.length > 0);
        const [me, them] = [seats[seat], seats[1 - seat]];
        // The notice the last move made for the player it now awaits (none when they made it themselves).
        if (last !== me.id) await mailTo(me, views[seat], 'YOUR_TURN', last || them.id);
        const view = views[seat];
        await me.client
          .post(`/api/matches/${id}/moves`, { expectedSeq: view.seq, move: view.legalMoves[0].text })
          .expect(200);
        last = me.id;
      }
      const end = await Promise.all(seats.map((p) => p.client.match(id)));
      for (const [i, p] of seats.entries()) if (p.id !== last) await mailTo(p, end[i], 'MATCH_ENDED', last);
      expect(end[0].status).toBe('finished');

      const log = await ivy.client.log(id);
      const startedSeq = log.find((e) => e.kind === 'started')?.seq ?? -1;
      const truth = GroundTruth.rebuild(
        'maw',
        2,
        end[0].options as Record<string, string>,
        end[0].seed as string,
        startedSeq,
        await unredactedMoves(
          seats.map((p) => p.client),
          id,
        ),
      );
      const leaks = sent.flatMap(({ to, seq, count }) => {
        const mail = smtp.to(to.address)[count - 1];
        const seat = end[seats.indexOf(to)].yourSeat as number;
        return matchLeaks(
          { subject: mail.subject, text: mail.text },
          truth.knowledge(seq, seat),
          `${to.client.handle}#${count}`,
        );
      });
      expect(sent.length).toBeGreaterThan(10);
      expect(leaks).toEqual([]);
      // The check would see a card: the other seat's hand, in a text the first seat received, is a leak.
      const hidden = truth.handAt(startedSeq + 1, 1);
      expect(matchLeaks({ text: `you hold ${hidden.join(' ')}` }, truth.knowledge(startedSeq + 1, 0)).length).toBe(
        hidden.length,
      );
    }, 120_000);

    it('names no card at all in any message this file received', () => {
      const nothing = { table: new Set<string>(), tableOf: () => new Set<string>(), recordOf: () => new Set<string>() };
      const leaks = smtp.received.flatMap((mail, i) =>
        matchLeaks({ subject: mail.subject, text: mail.text }, nothing, `mail#${i}`),
      );
      expect(smtp.received.length).toBeGreaterThan(40);
      expect(leaks).toEqual([]);
    });
  });
});
