import { Injectable, Logger } from '@nestjs/common';
import { Clock, describeError } from '../../common';
import { GameCatalog } from '../../games';
import { decideAlert, heldUntil } from './alert-schedule';
import { MessageContext, NoticeBody, alertMessage, summaryMessage } from './alert-message';
import { EmailLinks } from './email-links';
import { EmailNotice } from './email-notice';
import { EmailRepository, EmailSettingsRecord, HeldAlert, MatchNow } from './email.repository';
import { Mailer } from './mailer';

/** How long one sender holds a notice or a player's held alerts before another may try: longer than a send takes. */
const CLAIM_MS = 5 * 60_000;
/** After a failed digest or catch-up, when the sweep tries that player again. */
const RETRY_MS = 5 * 60_000;
/** Players whose held alerts one sweep sends, at most, per round. */
const SWEEP_BATCH = 50;

/** Whether a held alert still tells the player something when it goes out, by what the match's row says now. */
function stillPending(alert: HeldAlert, playerId: string, match: MatchNow | undefined): boolean {
  if (!match) return false;
  switch (alert.reason) {
    case 'YOUR_TURN':
    case 'DEADLINE_SOON':
      return match.status === 'active' && match.awaiting.includes(playerId);
    case 'CLAIMABLE':
      return match.status === 'active';
    case 'INVITED':
      return match.status === 'open';
    default:
      return true;
  }
}

/**
 * Email alerts: a notice (one row of the outbox, its body rendered) becomes
 * a message now, a held alert for the digest or the end of quiet hours, or
 * nothing, by the player's settings (src/notices/email/alert-schedule.ts).
 * Every message is rendered from notice bodies alone, the player's own view.
 */
@Injectable()
export class EmailAlerts {
  private readonly logger = new Logger('EmailAlerts');

  constructor(
    private readonly repository: EmailRepository,
    private readonly mailer: Mailer,
    private readonly links: EmailLinks,
    private readonly games: GameCatalog,
    private readonly clock: Clock,
  ) {}

  /**
   * Hands one notice to email; safe to call again with the same notice (a
   * retry never sends it twice once it was sent). Throws when the SMTP server
   * refuses or cannot be reached, so that the caller retries.
   */
  async deliver(notice: EmailNotice): Promise<void> {
    if (!this.mailer.enabled) return;
    const settings = await this.repository.settings(notice.playerId);
    if (!settings || settings.address === null) return;
    const now = this.clock.millis();
    const decision = decideAlert(settings.preferences, settings.verifiedAt !== null, notice, now);
    if (decision.kind === 'ignore') return;
    if (decision.kind === 'hold') return this.repository.hold(notice, new Date(decision.dueAt));
    if (!(await this.repository.claimForSending(notice, new Date(now), new Date(now + CLAIM_MS)))) return;
    try {
      const message = alertMessage(notice.body, this.context(settings));
      await this.mailer.send({
        to: settings.address,
        ...message,
        unsubscribeUrl: this.links.unsubscribe(notice.playerId),
      });
    } catch (error) {
      await this.repository.releaseClaim(notice.id);
      throw error;
    }
    await this.repository.markSent([notice.id], this.clock.now());
  }

  /**
   * An account message (an integration disabled, say): sent to the player's
   * verified address whatever their alert mode; nothing without one. Throws
   * when the send fails.
   */
  async tell(playerId: string, subject: string, text: string): Promise<void> {
    if (!this.mailer.enabled) return;
    const settings = await this.repository.settings(playerId);
    if (!settings || settings.address === null || settings.verifiedAt === null) return;
    await this.mailer.send({
      to: settings.address,
      subject,
      text: [text, '', '--', 'An account message from Parlour: it is sent whatever your alert settings.'].join('\n'),
      unsubscribeUrl: this.links.unsubscribe(playerId),
    });
  }

  /**
   * Sends the digests and quiet-hour catch-ups due at `now`, each once
   * across every instance; the number of players sent to. A failed send is
   * logged and tried again a few minutes later.
   */
  async sweep(now: Date = this.clock.now()): Promise<number> {
    if (!this.mailer.enabled) return 0;
    let sent = 0;
    for (;;) {
      const due = await this.repository.claimDue(now, new Date(now.getTime() + CLAIM_MS), SWEEP_BATCH);
      for (const settings of due) if (await this.sendHeld(settings, now)) sent++;
      if (due.length < SWEEP_BATCH) return sent;
    }
  }

  /** One message with a claimed player's held alerts; whether one was sent. */
  private async sendHeld(settings: EmailSettingsRecord, now: Date): Promise<boolean> {
    const { playerId, address, verifiedAt, preferences } = settings;
    const held = await this.repository.heldAlerts(playerId);
    const matches = await this.repository.matchesNow([...new Set(held.map((a) => a.matchId))]);
    // The newest notice of each match says where it stands; of those, the ones still pending go out.
    const newest = new Map<string, HeldAlert>();
    for (const alert of held) {
      const before = newest.get(alert.matchId);
      if (!before || alert.seq >= before.seq) newest.set(alert.matchId, alert);
    }
    const pending = [...newest.values()].filter((a) => stillPending(a, playerId, matches.get(a.matchId)));
    const sent = new Set(pending.map((a) => a.noticeId));
    const dropped = held.filter((a) => !sent.has(a.noticeId)).map((a) => a.noticeId);
    const dueAt = (p: typeof preferences) => {
      const at = heldUntil(p, now.getTime());
      return at === null ? null : new Date(at);
    };
    if (pending.length === 0 || address === null || verifiedAt === null || preferences.mode === 'never') {
      await this.repository.finishClaim(playerId, { sent: [], dropped: held.map((a) => a.noticeId) }, now, { dueAt });
      return false;
    }
    try {
      const kind = preferences.mode === 'digest' ? 'digest' : 'quiet';
      const message = summaryMessage(
        pending.map((a) => a.body as NoticeBody),
        kind,
        this.context(settings),
      );
      await this.mailer.send({ to: address, ...message, unsubscribeUrl: this.links.unsubscribe(playerId) });
    } catch (error) {
      this.logger.warn(`email to player ${playerId} failed, tried again in a few minutes: ${describeError(error)}`);
      const retryAt = new Date(now.getTime() + RETRY_MS);
      await this.repository.finishClaim(playerId, { sent: [], dropped: [] }, now, { retryAt });
      return false;
    }
    await this.repository.finishClaim(playerId, { sent: [...sent], dropped }, now, { dueAt });
    return true;
  }

  private context(settings: EmailSettingsRecord): MessageContext {
    return {
      gameName: (id) => this.games.get(id)?.rules.name ?? id,
      matchUrl: (id) => this.links.match(id),
      unsubscribeUrl: this.links.unsubscribe(settings.playerId),
      settingsHint: 'Change how and when Parlour emails you: PATCH /api/me/email (or updateEmailSettings).',
      timeZone: settings.preferences.timeZone,
    };
  }
}
