import { Controller, Get } from '@nestjs/common';

@Controller()
export class HealthController {
  /** Liveness: the process answers. */
  @Get('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
