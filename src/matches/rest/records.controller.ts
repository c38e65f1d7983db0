import { Body, Controller, Post, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentPlayer, Principal, RequireScopes } from '../../auth';
import { ApiErrors, TEXT_BODY } from '../../common';
import { ApiZodResponse } from '../../openapi';
import { RECORD_MEDIA_TYPE } from '../../records';
import { RecordImportDto, recordImportSchema } from '../api/match-output';
import { MatchesApi } from '../api/matches-api';

/** Importing a record (docs/records.md#importing-a-record): its body is the record, as text. */
@ApiTags('matches')
@Controller('api/records')
export class RecordsController {
  constructor(private readonly api: MatchesApi) {}

  @RequireScopes('records:import')
  @Post()
  @RouteConfig({ [TEXT_BODY]: true })
  @ApiOperation({
    operationId: 'importRecord',
    description:
      'Verifies a finished match’s record as `record:verify` does and stores it as an open, finished match (once per match).',
    summary: 'Import a finished match from its record (docs/records.md)',
  })
  @ApiConsumes(RECORD_MEDIA_TYPE)
  @ApiBody({
    required: true,
    description:
      'one record, as GET /api/matches/{id}/record serves it, of a finished match: verified as `npm run record:verify` verifies it',
    schema: { type: 'string' },
  })
  @ApiZodResponse(201, recordImportSchema, 'the match the record was imported as, as the caller may see it')
  @ApiZodResponse(
    200,
    recordImportSchema,
    'the record was here already: the match it was imported as, or the one played here, with the same moves',
  )
  @ApiErrors('RECORD_INVALID', 'RECORD_UNFINISHED', 'RECORD_NOT_SINGLE', 'RECORD_CONFLICT')
  async importRecord(
    @CurrentPlayer() caller: Principal,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecordImportDto> {
    const imported = await this.api.importRecord(caller.playerId, typeof body === 'string' ? body : '');
    if (!imported.fresh) reply.status(200);
    return imported;
  }
}
