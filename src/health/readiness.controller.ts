import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiErrors, DomainError } from '../common';
import { ApiOutput, ApiZodResponse, apiSchema } from '../openapi';
import { Public } from '../auth';
import { DatabaseProbe } from '../database';
import { EventBus } from '../events';

export const readinessSchema = apiSchema(
  'Readiness',
  z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('ready') }),
    z.strictObject({ status: z.literal('degraded'), reason: z.string() }),
  ]),
  'The database answers; `degraded`: it does, but the event bus (Redis) does not, and feeds read the database every second',
);
export type Readiness = ApiOutput<typeof readinessSchema>;

@Public()
@ApiTags('health')
@Controller()
export class ReadinessController {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly bus: EventBus,
  ) {}

  /**
   * Readiness: the database answers (200), or the server cannot serve yet
   * (503). Without its event bus (Redis down) an instance still serves every
   * request, its feeds reading the database instead: 200 with status
   * "degraded", so a load balancer keeps sending it traffic.
   */
  @Get('ready')
  @ApiOperation({
    operationId: 'getReadiness',
    description:
      'Answers 200 `ready` when the database answers (and `degraded` with a reason when Redis does not), 503 when the database cannot be reached.',
    summary: 'Readiness',
  })
  @ApiZodResponse(
    200,
    readinessSchema,
    '`{ status: "ready" }`: the database answers; `{ status: "degraded", reason }`: it does, but the event bus (Redis) does not, and feeds read the database every second',
  )
  @ApiErrors('UNAVAILABLE')
  async ready(): Promise<Readiness> {
    if (!(await this.database.isReachable())) throw new DomainError('UNAVAILABLE', 'the database does not answer');
    if (!this.bus.delivering)
      return { status: 'degraded', reason: 'event bus unreachable: feeds read the database every second' };
    return { status: 'ready' };
  }
}
