import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../common/time/clock';
import { DomainError } from '../common/errors/domain-error';
import { SecurityConfig } from '../config/security.config';
import { RateDecision, RateLimiter } from './rate-limiter';

const COUNTED = Symbol('parlour:rate-counted');

type Counted = FastifyRequest & { [COUNTED]?: true };

/**
 * The two budgets, per RATE_LIMIT_WINDOW, kept in memory (one process):
 * every request counts once against its caller (the player, or the IP when
 * anonymous or when its credentials fail); each password attempt also counts
 * against the IP's much smaller credentials budget. A refused call is a
 * RATE_LIMITED error with `Retry-After`; every answer carries the IETF
 * draft's `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` for
 * the most restrictive budget it touched.
 */
@Injectable()
export class RateLimits {
  private readonly calls: RateLimiter;
  private readonly credentials: RateLimiter;

  constructor(
    config: SecurityConfig,
    private readonly clock: Clock,
  ) {
    const windowMs = config.rateLimit.windowSeconds * 1000;
    this.calls = new RateLimiter(config.rateLimit.max, windowMs);
    this.credentials = new RateLimiter(config.rateLimit.authMax, windowMs);
  }

  /** Counts the request against `caller` (`player:<id>` or `ip:<address>`), once however many fields or guards it passes. */
  countRequest(req: FastifyRequest, caller: string, reply: FastifyReply | undefined): void {
    const counted = req as Counted;
    if (counted[COUNTED]) return;
    counted[COUNTED] = true;
    enforce(this.calls.take(caller, this.clock.millis()), reply);
  }

  /** Counts one password attempt against the IP. */
  countCredentialAttempt(req: FastifyRequest, reply: FastifyReply | undefined): void {
    enforce(this.credentials.take(`ip:${req.ip}`, this.clock.millis()), reply);
  }
}

function enforce(decision: RateDecision, reply: FastifyReply | undefined): void {
  if (!decision.allowed) {
    reply?.header('Retry-After', decision.retryAfterSeconds);
    throw new DomainError('RATE_LIMITED', `too many requests; retry in ${decision.retryAfterSeconds} s`, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  if (reply) announce(reply, decision);
}

function announce(reply: FastifyReply, { limit, remaining, resetSeconds }: RateDecision): void {
  const shown = reply.getHeader('RateLimit-Remaining');
  if (shown !== undefined && Number(shown) <= remaining) return;
  reply.header('RateLimit-Limit', limit);
  reply.header('RateLimit-Remaining', remaining);
  reply.header('RateLimit-Reset', resetSeconds);
}
