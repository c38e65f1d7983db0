import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '../auth';
import { ApiOutput, ApiZodResponse, apiSchema } from '../openapi';

export const healthSchema = apiSchema('Health', z.strictObject({ status: z.literal('ok') }), 'The process answers');

@Public()
@ApiTags('health')
@Controller()
export class HealthController {
  /** Liveness: the process answers. */
  @Get('health')
  @ApiOperation({
    operationId: 'getHealth',
    description:
      'Answers 200 while the process runs; it reads no database, so a balancer can tell a live process from a ready one.',
    summary: 'Liveness',
  })
  @ApiZodResponse(200, healthSchema, '`{ status: "ok" }`')
  health(): ApiOutput<typeof healthSchema> {
    return { status: 'ok' };
  }
}
