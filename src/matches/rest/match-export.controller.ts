import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { ApiErrors } from '../../common';
import { jsonSchemaOf } from '../../openapi';
import { ExportBudget, RateLimits } from '../../security';
import { RECORD_MEDIA_TYPE } from '../../records';
import { MatchExport, NDJSON_TYPE } from '../api/match-export';
import { exportFormat } from '../api/match-input';
import { matchSchema } from '../api/match-output';
import { ApiQueries, QueryParameter, QueryValues, SEARCH_PARAMETERS, queryInput, text } from './search-parameters';

/**
 * An export's query parameters: the archive search's, under the same names,
 * the older names of two of them, the format and how many matches at most.
 */
const EXPORT_PARAMETERS: readonly QueryParameter[] = [
  ...SEARCH_PARAMETERS,
  { ...text('since', 'the older name of `endedAfter`, with the same meaning'), deprecated: true },
  { ...text('until', 'the older name of `endedBefore`, with the same meaning'), deprecated: true },
  {
    name: 'format',
    description: '`ndjson` (the default): one match a line; `record`: text records, a blank line between two',
    integer: false,
    schema: jsonSchemaOf(exportFormat),
  },
  {
    name: 'max',
    description: 'at most this many matches (and never more than the export budget has left)',
    integer: true,
    schema: { type: 'integer', minimum: 1 },
  },
];

/** The continuation of an export that stopped before its search's end: this request, with the cursor where it stopped. */
function nextLink(req: FastifyRequest, cursor: string): string {
  const url = new URL(req.url, 'http://parlour.invalid');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

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
      'An archive search streamed out: its filters, order and cursor under the same names, each match as the caller saw it; the first is read before anything is sent, so a refusal is an error answer.',
    summary: 'Finished matches an archive search holds, streamed as NDJSON or as records',
  })
  @ApiQueries(EXPORT_PARAMETERS)
  @ApiResponse({
    status: 200,
    description:
      'the finished matches the search holds (open ones, and the private ones the caller may read), in its order, each as the caller saw it (their seat where they sat, a spectator\'s view elsewhere). NDJSON: one match a line, as `GET /api/matches/{id}` shows it (a last line `{"error":…}` if the export fails part way); records: each match’s text record, a blank line between two, as `npm run record:verify` checks them',
    content: {
      [NDJSON_TYPE.split(';')[0]]: { schema: jsonSchemaOf(matchSchema) },
      [RECORD_MEDIA_TYPE]: { schema: { type: 'string' } },
    },
    headers: {
      Link: {
        description:
          'when the export stopped (at `max`, or the budget) before the search’s last match: `<…>; rel="next"`, this request with the `cursor` where it stopped',
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  async export(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query() query: QueryValues,
  ): Promise<void> {
    const who = this.limits.callerOf(req, caller ?? undefined);
    // The guard has already counted the request: this answers the same verdict, with what it leaves.
    const allowance = await this.limits.countExport(req, who, reply);
    const stream = await this.exports.open(caller?.playerId ?? null, queryInput(query, EXPORT_PARAMETERS), allowance);
    if (stream.next !== null) reply.header('link', nextLink(req, stream.next));
    const body = Readable.from(stream.chunks, { objectMode: false });
    body.on('close', () => void this.limits.chargeExport(who, stream.sent()));
    await reply
      .header('content-type', stream.contentType)
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(body);
  }
}
