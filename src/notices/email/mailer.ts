import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Transporter, createTransport } from 'nodemailer';
import { AppConfig, InjectConfig } from '../../config';
import { EmailLinks } from './email-links';

/** One message to one address, plain text. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The player's one-click unsubscribe link (RFC 8058); absent on a verification message. */
  readonly unsubscribeUrl?: string;
}

/**
 * Sends through SMTP_URL with nodemailer; `enabled` is false, and nothing is
 * sent, without it. A failure throws (the caller's job is retried).
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  readonly enabled: boolean;
  private readonly from: string;
  private readonly transport: Transporter | null;

  constructor(@InjectConfig() config: AppConfig, links: EmailLinks) {
    this.enabled = config.SMTP_URL !== undefined;
    this.from = config.EMAIL_FROM ?? `Parlour <parlour@${new URL(links.base).hostname}>`;
    this.transport = config.SMTP_URL
      ? createTransport({
          url: config.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new Error('email is off: SMTP_URL is unset');
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.unsubscribeUrl
        ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {},
    });
  }

  /** After every module is destroyed: the sweep has stopped by then. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
