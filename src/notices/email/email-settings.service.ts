import { Injectable, Logger } from '@nestjs/common';
import { Clock, DomainError, describeError, parseInput } from '../../common';
import { AlertPreferences, DEFAULT_PREFERENCES, heldUntil } from './alert-schedule';
import { emailTokenSchema, setAddressSchema, updateEmailSettingsSchema } from './email-input';
import { EmailLinks, tokenHash } from './email-links';
import { EmailSettingsView, EmailUnsubscribeView, EmailVerifiedView, emailSettingsView } from './email-output';
import { EmailRepository } from './email.repository';
import { Mailer } from './mailer';

/** How long a verification link works. */
const VERIFY_TTL_MS = 7 * 24 * 3_600_000;
/** The least time between two verification messages to one player: no address is flooded through us. */
const VERIFY_COOLDOWN_MS = 60_000;

/** Email settings and verification, for REST and GraphQL alike. */
@Injectable()
export class EmailSettingsService {
  private readonly logger = new Logger('EmailSettings');

  constructor(
    private readonly repository: EmailRepository,
    private readonly mailer: Mailer,
    private readonly links: EmailLinks,
    private readonly clock: Clock,
  ) {}

  async settings(playerId: string): Promise<EmailSettingsView> {
    return emailSettingsView(await this.repository.settings(playerId), this.mailer.enabled);
  }

  /**
   * Sets the address and sends a verification link to it; it is unverified
   * until the link is followed. The same address again, verified, changes
   * nothing; unverified, it sends a new link. null removes the address.
   */
  async setAddress(playerId: string, input: unknown): Promise<EmailSettingsView> {
    const { address } = parseInput(setAddressSchema, input);
    if (address !== null) this.requireEnabled();
    const current = await this.repository.settings(playerId);
    if (address === null)
      return emailSettingsView(await this.repository.setAddress(playerId, null, null), this.mailer.enabled);
    if (current?.address === address) {
      if (current.verifiedAt === null) await this.sendVerification(playerId, address, current.verifySentAt, true);
      return this.settings(playerId);
    }
    await this.sendVerification(playerId, address, current?.verifySentAt ?? null, false);
    return this.settings(playerId);
  }

  /** Sends a new verification link to the address set; nothing when it is verified already. */
  async resend(playerId: string): Promise<EmailSettingsView> {
    this.requireEnabled();
    const current = await this.repository.settings(playerId);
    if (!current || current.address === null)
      throw new DomainError('NOT_FOUND', 'no email address is set: set one first', { field: 'address' });
    if (current.verifiedAt === null) await this.sendVerification(playerId, current.address, current.verifySentAt, true);
    return this.settings(playerId);
  }

  /** Follows a verification link: the address it was sent to is verified. */
  async verify(input: unknown): Promise<EmailVerifiedView> {
    const token = parseInput(emailTokenSchema, input);
    const verified = await this.repository.verify(tokenHash(token), this.clock.now());
    if (verified === 'expired')
      throw new DomainError('VALIDATION_FAILED', 'token: this verification link has expired: ask for a new one', {
        field: 'token',
        reason: 'EXPIRED',
      });
    if (verified === null)
      throw new DomainError(
        'VALIDATION_FAILED',
        'token: no address awaits this verification link (it was used already, or a newer one was sent)',
        { field: 'token', reason: 'UNKNOWN' },
      );
    return { address: verified.address, verified: true };
  }

  async update(playerId: string, input: unknown): Promise<EmailSettingsView> {
    const changes = parseInput(updateEmailSettingsSchema, input);
    const current = (await this.repository.settings(playerId))?.preferences ?? DEFAULT_PREFERENCES;
    const preferences: AlertPreferences = {
      mode: changes.mode ?? current.mode,
      digestHour: changes.digestHour ?? current.digestHour,
      timeZone: changes.timeZone ?? current.timeZone,
      quietHours: changes.quietHours === undefined ? current.quietHours : changes.quietHours,
    };
    return emailSettingsView(await this.setPreferences(playerId, preferences), this.mailer.enabled);
  }

  /** What an unsubscribe link would do (GET: nothing changes; mail clients and scanners fetch links). */
  async unsubscribeStatus(input: unknown): Promise<EmailUnsubscribeView> {
    const playerId = this.unsubscriber(input);
    const settings = await this.repository.settings(playerId);
    return { mode: settings?.preferences.mode ?? DEFAULT_PREFERENCES.mode, unsubscribed: false };
  }

  /** One-click unsubscribe (RFC 8058): the link's player gets no more alerts (mode never). */
  async unsubscribe(input: unknown): Promise<EmailUnsubscribeView> {
    const playerId = this.unsubscriber(input);
    const current = (await this.repository.settings(playerId))?.preferences ?? DEFAULT_PREFERENCES;
    await this.setPreferences(playerId, { ...current, mode: 'never' });
    return { mode: 'never', unsubscribed: true };
  }

  private setPreferences(playerId: string, preferences: AlertPreferences) {
    const now = this.clock.millis();
    return this.repository.setPreferences(playerId, preferences, (p) => {
      const at = heldUntil(p, now);
      return at === null ? null : new Date(at);
    });
  }

  private unsubscriber(input: unknown): string {
    const playerId = this.links.unsubscribedBy(parseInput(emailTokenSchema, input));
    if (playerId === null)
      throw new DomainError('VALIDATION_FAILED', 'token: this is not an unsubscribe link this server made', {
        field: 'token',
      });
    return playerId;
  }

  private requireEnabled(): void {
    if (!this.mailer.enabled)
      throw new DomainError('EMAIL_DISABLED', 'this server sends no email (its operator has not set SMTP_URL)');
  }

  private async sendVerification(playerId: string, address: string, lastSent: Date | null, again: boolean) {
    const now = this.clock.millis();
    if (lastSent !== null && now - lastSent.getTime() < VERIFY_COOLDOWN_MS) {
      const retryAfterSeconds = Math.ceil((lastSent.getTime() + VERIFY_COOLDOWN_MS - now) / 1000);
      throw new DomainError(
        'RATE_LIMITED',
        `a verification email was sent moments ago; retry in ${retryAfterSeconds} s`,
        {
          retryAfterSeconds,
        },
      );
    }
    const token = this.links.newVerificationToken();
    const verification = { hash: tokenHash(token), expiresAt: new Date(now + VERIFY_TTL_MS), sentAt: new Date(now) };
    if (again) await this.repository.renewVerification(playerId, verification);
    else await this.repository.setAddress(playerId, address, verification);
    try {
      await this.mailer.send({
        to: address,
        subject: 'Confirm your email address for Parlour',
        text: [
          'Someone (we hope you) asked Parlour to send turn alerts to this address.',
          '',
          `To confirm, follow this link within 7 days: ${this.links.verify(token)}`,
          '',
          'If it was not you, ignore this message: nothing is sent here until the link is followed.',
        ].join('\n'),
      });
    } catch (error) {
      this.logger.warn(`the verification email to player ${playerId} failed: ${describeError(error)}`);
      throw new DomainError('UNAVAILABLE', 'the verification email could not be sent: try again shortly');
    }
  }
}
