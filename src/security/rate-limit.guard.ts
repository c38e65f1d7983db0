import { Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerRequest } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../common/errors/domain-error';
import { exchangeOf } from '../common/http/exchange-of';

/**
 * @nestjs/throttler's counting, answered our way: RATE_LIMITED through the
 * one error mapping (REST and GraphQL), with the IETF draft's `RateLimit-Limit`,
 * `RateLimit-Remaining`, `RateLimit-Reset` headers and `Retry-After`.
 * It runs after the access guard, so an authenticated caller is counted by
 * player and an anonymous one by IP.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { context, limit, ttl, throttler, blockDuration, getTracker, generateKey } = request;
    const { req, reply } = exchangeOf(context);
    const key = generateKey(context, await getTracker(req, context), throttler.name ?? 'default');
    const hits = await this.storageService.increment(key, ttl, limit, blockDuration, throttler.name ?? 'default');
    if (hits.isBlocked) {
      reply?.header('Retry-After', hits.timeToBlockExpire);
      throw new DomainError('RATE_LIMITED', `too many requests; retry in ${hits.timeToBlockExpire} s`, { retryAfterSeconds: hits.timeToBlockExpire });
    }
    if (reply) announce(reply, limit, Math.max(0, limit - hits.totalHits), hits.timeToExpire);
    return true;
  }
}

/**
 * Sets the headers for the most restrictive of the limits that apply: several
 * throttlers, or several GraphQL fields, may pass through here in one request.
 */
function announce(reply: FastifyReply, limit: number, remaining: number, resetSeconds: number): void {
  const shown = reply.getHeader('RateLimit-Remaining');
  if (shown !== undefined && Number(shown) <= remaining) return;
  reply.header('RateLimit-Limit', limit);
  reply.header('RateLimit-Remaining', remaining);
  reply.header('RateLimit-Reset', resetSeconds);
}
