import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../openapi/api-errors.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { PrismaService } from '../database/prisma.service';

@Public()
@ApiTags('health')
@Controller()
export class ReadinessController {
  constructor(private readonly prisma: PrismaService) {}

  /** Readiness: the database answers (200), or the server cannot serve yet (503). */
  @Get('ready')
  @ApiOkResponse({ description: '`{ status: "ready" }`: the database answers' })
  @ApiErrors('UNAVAILABLE')
  async ready(): Promise<{ status: 'ready' }> {
    if (!(await this.prisma.isReachable()))
      throw new ServiceUnavailableException({ status: 'unavailable', reason: 'database unreachable' });
    return { status: 'ready' };
  }
}
