import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PrismaService } from '../../src/database/prisma.service';
import { NoticeRelay } from '../../src/notices/notice-relay';
import { matchLeaks } from './leak-check';
import { MatchBody, MatchClient } from './match-client';
import { TableRun } from './watched-table';
import { WebhookReceiver } from './webhook-receiver';

/** Waits until every notice written so far is handed over and every delivery of it settled. */
export async function drainNotices(app: NestFastifyApplication, ms = 60_000): Promise<void> {
  const prisma = app.get(PrismaService);
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await app.get(NoticeRelay).settled();
    const [unhanded, pending] = await Promise.all([
      prisma.notice.count({ where: { handedAt: null } }),
      prisma.webhookDelivery.count({ where: { status: 'pending' } }),
    ]);
    if (unhanded === 0 && pending === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`notices still undelivered after ${ms} ms`);
}

/**
 * Webhook endpoints for every player of a watched table, at one receiver:
 * once a match is over, each notice posted to a player is checked against
 * what that seat could see at the notice's seq, and a spectator (who has no
 * part in it) must have been sent nothing about it.
 */
export class WatchedWebhooks {
  private readonly receiver = new WebhookReceiver();

  async start(clients: readonly MatchClient[]): Promise<void> {
    await this.receiver.start();
    for (const c of clients) await c.post('/api/webhooks', { url: this.receiver.url(`/${c.handle}`) }).expect(201);
  }

  /** Hidden-information problems in the webhooks of `run`, one line each; empty when none. */
  async problems(app: NestFastifyApplication, run: TableRun, seats: readonly MatchClient[], spectator: MatchClient) {
    await drainNotices(app);
    const about = (c: MatchClient) =>
      this.receiver.payloads(`/${c.handle}`).filter((p) => (p.data.match as MatchBody | undefined)?.id === run.id);
    const problems: string[] = [];
    seats.forEach((c, seat) => {
      const received = about(c);
      if (received.length === 0) problems.push(`no webhook reached ${c.handle}`);
      for (const p of received) {
        const match = p.data.match as MatchBody;
        for (const leak of matchLeaks(match, run.truth.knowledge(match.seq, seat), 'data.match'))
          problems.push(`webhook ${p.type} to ${c.handle} at seq ${match.seq}: ${leak.card} in ${leak.where}`);
      }
    });
    if (about(spectator).length > 0) problems.push(`a spectator was sent webhooks about ${run.id}`);
    return problems;
  }

  stop(): Promise<void> {
    return this.receiver.stop();
  }
}
