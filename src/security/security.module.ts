import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { AccessGuard } from '../auth/access.guard';
import { ErrorFilter } from '../common/errors/error.filter';
import { SecurityConfig } from '../config/security.config';
import { CREDENTIALS_RATE_LIMIT } from './credentials-rate-limit.decorator';
import { RateLimitGuard } from './rate-limit.guard';

function callerTracker(req: Record<string, unknown>): string {
  const request = req as unknown as FastifyRequest;
  return request.user ? `player:${request.user.playerId}` : `ip:${request.ip}`;
}

function ipTracker(req: Record<string, unknown>): string {
  return `ip:${(req as unknown as FastifyRequest).ip}`;
}

/**
 * The global edge: the access guard, then the rate limit (in that order, so
 * the limit can count by player), and the one exception filter.
 *
 * Two budgets per window, kept in memory (one process): every call counts
 * against the caller (player, else IP); calls that take a password also count
 * against the IP's much smaller credentials budget. One budget across all
 * endpoints, not one per route.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [SecurityConfig, Reflector],
      useFactory: (config: SecurityConfig, reflector: Reflector) => {
        const ttl = config.rateLimit.windowSeconds * 1000;
        return {
          generateKey: (_context, tracker, name) => `${name}:${tracker}`,
          throttlers: [
            { name: 'default', ttl, limit: config.rateLimit.max, getTracker: callerTracker },
            {
              name: 'credentials',
              ttl,
              limit: config.rateLimit.authMax,
              getTracker: ipTracker,
              skipIf: (context) => !reflector.get<boolean>(CREDENTIALS_RATE_LIMIT, context.getHandler()),
            },
          ],
        };
      },
    }),
  ],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_FILTER, useClass: ErrorFilter },
  ],
})
export class SecurityModule {}
