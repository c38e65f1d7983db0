import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { CurrentPlayer, Principal, RequireScopes, bearerOf } from '../../auth';
import { ApiErrors, int, restErrorBody, toPublicError } from '../../common';
import { AppConfig, InjectConfig } from '../../config';
import { ApiNdjsonResponse } from '../../openapi';
import { ConnectionLimiter, CredentialWatch } from '../../realtime';
import { matchStreamLineSchema, turnStreamLineSchema } from '../api/match-output';
import { MatchFeed } from '../realtime/match-feed';
import { LOADS } from './load-errors';
import { FROM_SEQ } from './log-parameters';
import { TurnFeed } from '../realtime/turn-feed';

/**
 * The subscriptions' feeds for clients without WebSocket, as NDJSON: one
 * JSON object a line, an empty line every STREAM_KEEPALIVE while idle (as
 * lichess's APIs). Each stream counts against
 * REALTIME_MAX_CONNECTIONS_PER_PLAYER and ends when the client goes away or
 * the credential lapses.
 */
@ApiTags('streams')
@Controller('api')
export class MatchStreamController {
  constructor(
    private readonly matches: MatchFeed,
    private readonly turns: TurnFeed,
    private readonly limiter: ConnectionLimiter,
    private readonly watch: CredentialWatch,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** A match's events, `{"event":…,"match":…}` a line, as the `matchEvents` subscription sends them; ends when the match ends. */
  @RequireScopes('match:read')
  @Get('matches/:id/stream')
  @ApiOperation({
    operationId: 'streamMatchEvents',
    description:
      'NDJSON: the events the caller may see, from `fromSeq` on, as they are appended, with keep-alive lines.',
    summary: 'A match’s events as they happen (NDJSON)',
  })
  @ApiQuery(FROM_SEQ)
  @ApiNdjsonResponse(
    matchStreamLineSchema,
    'the log from `fromSeq` on, then each event as it happens, `{ event, match }` as the caller may see them; ends when the match ends',
  )
  @ApiErrors(...LOADS, 'TOO_MANY_CONNECTIONS')
  stream(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Query('fromSeq') fromSeq: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.send(caller, req, reply, () => this.matches.updates(caller.playerId, id, int(fromSeq)));
  }

  /** `{"reason":…,"match":…}` a line, as the `myTurn` subscription sends them: first the matches already awaiting the caller. */
  @RequireScopes('match:read')
  @Get('me/turns/stream')
  @ApiOperation({
    operationId: 'streamMyTurns',
    description:
      'NDJSON: a line whenever one of my matches awaits me, ends, times out, becomes claimable, or I am invited.',
    summary: 'My turns and invitations as they happen (NDJSON)',
  })
  @ApiNdjsonResponse(
    turnStreamLineSchema,
    '`{ reason, match }`: first the matches already awaiting the caller and the private matches inviting them, then each as it happens',
  )
  @ApiErrors('TOO_MANY_CONNECTIONS')
  turnStream(
    @CurrentPlayer() caller: Principal,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.send(caller, req, reply, () => this.turns.notices(caller.playerId));
  }

  /** A refusal before the first line is an ordinary error answer; a failure after it, a last line `{"error":…}`. */
  private async send(
    caller: Principal,
    req: FastifyRequest,
    reply: FastifyReply,
    open: () => Promise<AsyncIterableIterator<unknown>>,
  ): Promise<void> {
    const release = this.limiter.acquire(caller.playerId);
    let updates: AsyncIterableIterator<unknown>;
    try {
      updates = await open();
    } catch (error) {
      release();
      throw error;
    }
    // An empty line at once (as every keep-alive is one): the answer's headers go out now, not with the first update.
    const out = new PassThrough();
    out.write('\n');
    const keepAlive = setInterval(() => out.write('\n'), this.config.STREAM_KEEPALIVE * 1000);
    // The guard let the request in, so it carries a credential.
    // Revoking the credential ends the stream at once.
    const stopWatching = this.watch.watch(caller, bearerOf(req.headers) ?? '', () => void updates.return?.());
    const finish = (): void => {
      clearInterval(keepAlive);
      stopWatching();
      release();
      void updates.return?.();
    };
    reply.raw.on('close', finish);
    void reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(out);
    try {
      for await (const update of updates) out.write(`${JSON.stringify(update)}\n`);
    } catch (error) {
      out.write(`${JSON.stringify(restErrorBody(toPublicError(error)))}\n`);
    } finally {
      finish();
      out.end();
    }
  }
}
