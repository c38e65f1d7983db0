import { Controller, Get } from '@nestjs/common';
import { Public } from '../auth/decorators/public.decorator';

@Public()
@Controller()
export class HealthController {
  /** Liveness: the process answers. */
  @Get('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
