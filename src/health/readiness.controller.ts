import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

@Controller()
export class ReadinessController {
  constructor(private readonly prisma: PrismaService) {}

  /** Readiness: the database answers (200), or the server cannot serve yet (503). */
  @Get('ready')
  async ready(): Promise<{ status: 'ready' }> {
    if (!(await this.prisma.isReachable())) throw new ServiceUnavailableException({ status: 'unavailable', reason: 'database unreachable' });
    return { status: 'ready' };
  }
}
