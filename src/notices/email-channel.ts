import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../queue';
import { QUEUES } from '../database';
import { EmailAlerts } from './email/email-alerts';
import { NoticesRepository } from './notices.repository';

/** What an email-alert job carries. */
export interface EmailJob {
  readonly noticeId: string;
}

/** Email alerts in flight from one instance. */
const CONCURRENCY = 4;

/**
 * Hands each notice to the player's email (EmailAlerts decides whether and
 * when to send, and sends a notice once however often it is handed over);
 * an SMTP failure fails the job, which pg-boss tries again with backoff.
 */
@Injectable()
export class EmailChannel implements OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly notices: NoticesRepository,
    private readonly email: EmailAlerts,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.work<EmailJob>(QUEUES.emailAlert.name, CONCURRENCY, async ({ noticeId }) => {
      const notice = await this.notices.rendered(noticeId);
      if (notice) await this.email.deliver(notice);
    });
  }
}
