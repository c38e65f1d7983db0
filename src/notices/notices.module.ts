import { Module } from '@nestjs/common';
import { Clock } from '../common';
import { DatabaseModule } from '../database/database.module';
import { EventsModule } from '../events/events.module';
import { MatchesModule } from '../matches/matches.module';
import { PlayersModule } from '../players/players.module';
import { QueueModule } from '../queue/queue.module';
import { ClockNotices } from './clock-notices';
import { NoticeRelay } from './notice-relay';
import { NoticeRenderer } from './notice-renderer';
import { NoticesRepository } from './notices.repository';
import { PrismaNoticesRepository } from './prisma-notices.repository';
import { EmailChannel } from './email-channel';
import { EmailModule } from './email/email.module';
import { PrismaWebhooksRepository } from './webhooks/prisma-webhooks.repository';
import { WebhookDeliverer } from './webhooks/webhook-deliverer';
import { WebhookEndpointsService } from './webhooks/webhook-endpoints.service';
import { WebhooksController } from './webhooks/webhooks.controller';
import { WebhooksRepository } from './webhooks/webhooks.repository';
import { WebhooksResolver } from './webhooks/webhooks.resolver';

/** Reaching players who are away: the outbox handed over to webhooks and email, and the clock's reminders. */
@Module({
  imports: [DatabaseModule, EmailModule, EventsModule, MatchesModule, PlayersModule, QueueModule],
  controllers: [WebhooksController],
  providers: [
    Clock,
    EmailChannel,
    { provide: WebhooksRepository, useClass: PrismaWebhooksRepository },
    WebhookEndpointsService,
    WebhookDeliverer,
    WebhooksResolver,
    { provide: NoticesRepository, useClass: PrismaNoticesRepository },
    NoticeRenderer,
    NoticeRelay,
    ClockNotices,
  ],
  exports: [NoticeRelay, ClockNotices],
})
export class NoticesModule {}
