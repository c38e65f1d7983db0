import { Injectable } from '@nestjs/common';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppConfig, InjectConfig, publicBaseUrl } from '../../config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** SHA-256 of a verification token, in hex: what the database keeps of it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The links in email: to a match, to verify an address, to unsubscribe.
 * Absolute, under PUBLIC_URL (http://localhost:PORT when unset). Tokens are
 * lower-case hex, so no link can spell a card (`QS`) in a message.
 */
@Injectable()
export class EmailLinks {
  readonly base: string;
  private readonly secret: Buffer;

  constructor(@InjectConfig() config: AppConfig) {
    this.base = publicBaseUrl(config);
    // Outside production a missing EMAIL_SECRET is random per process: links sent before a restart then say they are not valid.
    this.secret = config.EMAIL_SECRET ? Buffer.from(config.EMAIL_SECRET) : randomBytes(32);
  }

  match(matchId: string): string {
    return `${this.base}/api/matches/${matchId}`;
  }

  verify(token: string): string {
    return `${this.base}/api/email/verify?token=${token}`;
  }

  /** The player's one-click unsubscribe link, for `List-Unsubscribe` and the foot of every message. */
  unsubscribe(playerId: string): string {
    return this.unsubscribeLinkOf(this.unsubscribeToken(playerId));
  }

  unsubscribeLinkOf(token: string): string {
    return `${this.base}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** A new verification token (256 random bits, hex), for a link; only its hash is stored. */
  newVerificationToken(): string {
    return randomBytes(32).toString('hex');
  }

  /**
   * `<player id>.<HMAC-SHA256 of it>`: names whom it unsubscribes and proves
   * the server made it. It does not expire: an old message's link still works.
   */
  unsubscribeToken(playerId: string): string {
    return `${playerId}.${this.sign(playerId).toString('hex')}`;
  }

  /** The player an unsubscribe token names, or null when this server did not make it. */
  unsubscribedBy(token: string): string | null {
    const [playerId, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !UUID.test(playerId ?? '') || !/^[0-9a-f]{64}$/.test(signature ?? '')) return null;
    return timingSafeEqual(Buffer.from(signature, 'hex'), this.sign(playerId)) ? playerId : null;
  }

  private sign(playerId: string): Buffer {
    return createHmac('sha256', this.secret).update(`parlour-unsubscribe:${playerId}`).digest();
  }
}
