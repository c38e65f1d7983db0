import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { int } from '../../common/http/query-values';
import { ApiErrors } from '../../common/errors/api-errors.decorator';
import { jsonSchemaOf } from '../../openapi/api-schema';
import { ExportBudget } from '../../security/export-budget.decorator';
import { RateLimits } from '../../security/rate-limits';
import { RECORD_MEDIA_TYPE } from '../../records/record-media-type';
import { MatchExport, NDJSON_TYPE } from '../api/match-export';
import { exportSchema } from '../api/match-input';
import { matchSchema } from '../api/match-output';

const INSTANT = { type: 'string', description: 'a date (`2026-03-01`, midnight UTC) or an ISO 8601 date and time' };

/**
 * Exports of many finished matches, streamed as they are read (lichess's
 * games export): counted against the export budget, by matches, rather than
 * the calls budget (docs/security.md).
 */
@ApiTags('matches')
@Controller('api/matches')
export class MatchExportController {
  constructor(
    private readonly exports: MatchExport,
    private readonly limits: RateLimits,
  ) {}

  @Public()
  @RequireScopes('match:read')
  @ExportBudget()
  @Get('export')
  @ApiOperation({
    operationId: 'exportMatches',
    description:
      'Streams finished matches as the caller saw them; the first is read before anything is sent, so a refusal is an error answer.',
    summary: 'Finished matches, the latest ended first, streamed as NDJSON or as records',
  })
  @ApiQuery({
    name: 'format',
    required: false,
    schema: jsonSchemaOf(exportSchema.shape.format),
    description: '`ndjson` (the default): one match a line; `record`: text records, a blank line between two',
  })
  @ApiQuery({
    name: 'gameId',
    required: false,
    schema: { type: 'string' },
    description: 'a game’s id (`maw`, `pope-joan`): only matches of this game',
  })
  @ApiQuery({
    name: 'player',
    required: false,
    schema: { type: 'string' },
    description: 'a handle: only matches this player sat in',
  })
  @ApiQuery({ name: 'since', required: false, schema: INSTANT, description: 'only matches ended at or after this' })
  @ApiQuery({ name: 'until', required: false, schema: INSTANT, description: 'only matches ended before this' })
  @ApiQuery({
    name: 'max',
    required: false,
    schema: { type: 'integer', minimum: 1 },
    description: 'at most this many matches (and never more than the export budget has left)',
  })
  @ApiResponse({
    status: 200,
    description:
      'the finished open matches, and the private ones the caller may read, each as the caller saw it (their seat where they sat, a spectator\'s view elsewhere), the latest ended first. NDJSON: one match a line, as `GET /api/matches/{id}` shows it (a last line `{"error":…}` if the export fails part way); records: each match’s text record, a blank line between two, as `npm run record:verify` checks them',
    content: {
      [NDJSON_TYPE.split(';')[0]]: { schema: jsonSchemaOf(matchSchema) },
      [RECORD_MEDIA_TYPE]: { schema: { type: 'string' } },
    },
  })
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  async export(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('format') format?: string,
    @Query('gameId') gameId?: string,
    @Query('player') player?: string,
    @Query('since') since?: string,
    @Query('until') until?: string,
    @Query('max') max?: string,
  ): Promise<void> {
    const who = this.limits.callerOf(req, caller ?? undefined);
    // The guard has already counted the request: this answers the same verdict, with what it leaves.
    const allowance = await this.limits.countExport(req, who, reply);
    const stream = await this.exports.open(
      caller?.playerId ?? null,
      {
        format,
        gameId: gameId ?? null,
        player: player ?? null,
        since: since ?? null,
        until: until ?? null,
        max: int(max) ?? null,
      },
      allowance,
    );
    const body = Readable.from(stream.chunks, { objectMode: false });
    body.on('close', () => void this.limits.chargeExport(who, stream.sent()));
    await reply
      .header('content-type', stream.contentType)
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(body);
  }
}
