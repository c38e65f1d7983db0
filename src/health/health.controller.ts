import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';

@Public()
@ApiTags('health')
@Controller()
export class HealthController {
  /** Liveness: the process answers. */
  @Get('health')
  @ApiOkResponse({ description: '`{ status: "ok" }`' })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
