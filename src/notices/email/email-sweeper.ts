import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { describeError } from '../../common/errors/describe-error';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.token';
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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly alerts: EmailAlerts,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mailer.enabled) return;
    this.timer = setInterval(() => this.tick(), this.config.EMAIL_SWEEP_INTERVAL * 1000);
    this.timer.unref();
  }

  /** Before the database closes (modules are destroyed after the modules that import them). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Resolves once the timer's sweep, if one is running, has finished: what tests wait on, rather than time. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** One sweep at the clock's time, unless the last is still running. */
  private tick(): void {
    if (this.running) return;
    this.running = this.alerts
      .sweep(this.clock.now())
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`the email sweep failed: ${describeError(error)}`),
      )
      .finally(() => {
        this.running = undefined;
      });
  }
}
