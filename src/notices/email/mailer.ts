import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
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
 * nodemailer is loaded with the first message: a server without SMTP_URL
 * never holds it (about 2 MB of heap).
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  readonly enabled: boolean;
  private readonly from: string;
  private transport: Promise<Transporter> | null = null;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    links: EmailLinks,
  ) {
    this.enabled = config.SMTP_URL !== undefined;
    this.from = config.EMAIL_FROM ?? `Parlour <parlour@${new URL(links.base).hostname}>`;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const transport = await this.transporter();
    await transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.unsubscribeUrl
        ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {},
    });
  }

  /** The transport to SMTP_URL, made for the first message. */
  private async transporter(): Promise<Transporter> {
    const url = this.config.SMTP_URL;
    if (url === undefined) throw new Error('email is off: SMTP_URL is unset');
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    );
    return this.transport;
  }

  /** After every module is destroyed: the sweep has stopped by then. */
  async onApplicationShutdown(): Promise<void> {
    (await this.transport)?.close();
  }
}
