import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config';
import { EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { RedisEventBus } from './redis-event-bus';

/** The event bus: through Redis when REDIS_URL is set (several instances), else in this process. */
@Module({
  providers: [
    {
      provide: EventBus,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): EventBus =>
        config.REDIS_URL ? new RedisEventBus(config.REDIS_URL) : new InProcessEventBus(),
    },
  ],
  exports: [EventBus],
})
export class EventsModule implements OnApplicationShutdown {
  constructor(@Inject(EventBus) private readonly bus: EventBus) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}
