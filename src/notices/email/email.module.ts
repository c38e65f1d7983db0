import { Module } from '@nestjs/common';
import { Clock } from '../../common';
import { DatabaseModule } from '../../database/database.module';
import { GameCatalogModule } from '../../games/game-catalog.module';
import { EmailAlerts } from './email-alerts';
import { EmailController } from './email.controller';
import { EmailLinks } from './email-links';
import { EmailRepository } from './email.repository';
import { EmailResolver } from './email.resolver';
import { EmailSettingsService } from './email-settings.service';
import { EmailSweeper } from './email-sweeper';
import { Mailer } from './mailer';

/**
 * Email alerts (docs/notifications.md#email): settings and verification over
 * REST and GraphQL, and `EmailAlerts`, which the notice fan-out hands each
 * notice to, and which sends the digests and quiet-hour catch-ups.
 */
@Module({
  imports: [DatabaseModule, GameCatalogModule],
  controllers: [EmailController],
  providers: [
    Clock,
    EmailLinks,
    Mailer,
    EmailRepository,
    EmailAlerts,
    EmailSettingsService,
    EmailSweeper,
    EmailResolver,
  ],
  exports: [EmailAlerts],
})
export class EmailModule {}
