import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock, SingleFlight, describeError } from '../../common';
import { AppConfig, InjectConfig } from '../../config';
import { EmailAlerts } from './email-alerts';
import { Mailer } from './mailer';

/**
 * Runs `EmailAlerts.sweep` every EMAIL_SWEEP_INTERVAL on every instance,
 * from bootstrap to shutdown, when email is on. The sweep's claims make each
 * digest go out once however many instances sweep.
 */
@Injectable()
export class EmailSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EmailSweeper');
  private readonly sweeps = new SingleFlight(
    async () => {
      await this.alerts.sweep(this.clock.now());
    },
    (error) => this.logger.error(`the email sweep failed: ${describeError(error)}`),
  );

  constructor(
    private readonly alerts: EmailAlerts,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.mailer.enabled) this.sweeps.every(this.config.EMAIL_SWEEP_INTERVAL * 1000);
  }

  /** Before the database closes (modules are destroyed after the modules that import them). */
  onModuleDestroy(): Promise<void> {
    return this.sweeps.close();
  }

  /** Resolves once the timer's sweep, if one is running, has finished: what tests wait on, rather than time. */
  idle(): Promise<void> {
    return this.sweeps.idle();
  }
}
