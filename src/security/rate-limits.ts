import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock, DomainError } from '../common';
import { SecurityConfig } from '../config';
import { clientNetwork } from './client-network';
import { RateBudget, RateDecision, RateLimiter } from './rate-limiter';
import { RateLimitRedis, SharedRateLimiter } from './shared-rate-limiter';

const VERDICT = Symbol('parlour:rate-verdict');

type Counted = FastifyRequest & { [VERDICT]?: Promise<RateDecision> };

/** A budget in this process's memory, or shared by every instance through Redis. */
interface Budget {
  take(key: string, nowMs: number): RateDecision | Promise<RateDecision>;
  charge(key: string, nowMs: number, calls: number): RateDecision | Promise<RateDecision>;
}

/**
 * The matches a listing page may hold for the one call its request counts
 * as; each one more counts as 1/20 of a call. Every match listed is rebuilt
 * and presented for its reader (milliseconds of CPU when not cached:
 * docs/benchmarks.md), as much as a request for that match alone.
 */
const MATCHES_PER_CALL = 20;

/**
 * The two budgets, per RATE_LIMIT_WINDOW, kept in Redis when REDIS_URL is set
 * (shared by every instance and worker) and in memory otherwise: every
 * request counts once against its caller (the player, or the IP when
 * anonymous or when its credentials fail); each password attempt also counts
 * against the IP's much smaller credentials budget. A refused call is a
 * RATE_LIMITED error with `Retry-After`; every answer carries the IETF
 * draft's `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` for
 * the most restrictive budget it touched.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: RateLimitRedis | undefined;
  private readonly calls: Budget;
  private readonly credentials: Budget;
  private readonly exports: Budget;
  private readonly ipv6PrefixBits: number;

  constructor(
    config: SecurityConfig,
    private readonly clock: Clock,
  ) {
    const { windowSeconds, max, authMax, exportMax, ipv6PrefixBits, redisUrl } = config.rateLimit;
    this.ipv6PrefixBits = ipv6PrefixBits;
    const windowMs = windowSeconds * 1000;
    const redis = redisUrl ? new RateLimitRedis(redisUrl) : undefined;
    const budget = (name: string, limit: number): Budget =>
      redis ? new SharedRateLimiter(redis, name, new RateBudget(limit, windowMs)) : new RateLimiter(limit, windowMs);
    this.redis = redis;
    this.calls = budget('calls', max);
    this.credentials = budget('credentials', authMax);
    this.exports = budget('exports', exportMax);
  }

  /** Whom a request counts against: `player:<id>` when authenticated, else `anonymousCaller`. */
  callerOf(req: FastifyRequest, principal: { readonly playerId: string } | undefined): string {
    return principal ? `player:${principal.playerId}` : this.anonymousCaller(req);
  }

  /** The caller an anonymous request counts as: `ip:` and its client's network (see `clientNetwork`). */
  anonymousCaller(req: FastifyRequest): string {
    return this.callerAt(req.ip);
  }

  /**
   * Counts a WebSocket whose connection_init brought no good credential
   * against the client's IP (`address`, as the trusted proxies give it),
   * as a failed credential over HTTP counts.
   */
  countFailedSocket(address: string): RateDecision | Promise<RateDecision> {
    return this.calls.take(this.callerAt(address), this.clock.millis());
  }

  private callerAt(address: string): string {
    return `ip:${clientNetwork(address, this.ipv6PrefixBits)}`;
  }

  /**
   * Counts the request against `caller` (see `callerOf`) once,
   * however many fields or guards it passes; each of them is refused if the
   * request was.
   */
  async countRequest(req: FastifyRequest, caller: string, reply: FastifyReply | undefined): Promise<void> {
    const counted = req as Counted;
    counted[VERDICT] ??= Promise.resolve(this.calls.take(caller, this.clock.millis()));
    enforce(await counted[VERDICT], reply);
  }

  /**
   * Counts an export (instead of the calls budget: the two never eat each
   * other) against the caller's export budget, which counts matches: the
   * request pays for its first match and is refused when none is left.
   * Answers how many matches it may send: that one and what the budget had
   * left.
   */
  async countExport(req: FastifyRequest, caller: string, reply: FastifyReply | undefined): Promise<number> {
    const counted = req as Counted;
    counted[VERDICT] ??= Promise.resolve(this.exports.take(caller, this.clock.millis()));
    const decision = await counted[VERDICT];
    enforce(decision, reply);
    return decision.remaining + 1;
  }

  /** Charges an export's caller for the matches it sent beyond the first, which the request paid for. */
  async chargeExport(caller: string, matches: number): Promise<void> {
    if (matches > 1) await this.exports.charge(caller, this.clock.millis(), matches - 1);
  }

  /**
   * Charges the caller for a listing page once it is answered: beyond its
   * first MATCHES_PER_CALL matches, a call for every MATCHES_PER_CALL more,
   * whatever the budget has left (the work is done; the caller's next
   * requests wait until it is paid).
   */
  async chargeListing(caller: string, matches: number, reply: FastifyReply | undefined): Promise<void> {
    const extra = matches / MATCHES_PER_CALL - 1;
    if (extra <= 0) return;
    const decision = await this.calls.charge(caller, this.clock.millis(), extra);
    if (reply) announce(reply, decision);
  }

  /** Counts one password attempt against the IP (its network, for IPv6). */
  async countCredentialAttempt(req: FastifyRequest, reply: FastifyReply | undefined): Promise<void> {
    enforce(await this.credentials.take(this.anonymousCaller(req), this.clock.millis()), reply);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.close();
  }
}

function enforce(decision: RateDecision, reply: FastifyReply | undefined): void {
  if (!decision.allowed) {
    // A refusal describes the budget that refused it, whatever another budget's headers said before.
    if (reply) describe(reply.header('Retry-After', decision.retryAfterSeconds), decision);
    throw new DomainError('RATE_LIMITED', `too many requests; retry in ${decision.retryAfterSeconds} s`, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
  if (reply) announce(reply, decision);
}

/** An allowed call shows the most restrictive budget it touched. */
function announce(reply: FastifyReply, decision: RateDecision): void {
  const shown = reply.getHeader('RateLimit-Remaining');
  if (shown !== undefined && Number(shown) <= decision.remaining) return;
  describe(reply, decision);
}

function describe(reply: FastifyReply, { limit, remaining, resetSeconds }: RateDecision): void {
  reply.header('RateLimit-Limit', limit);
  reply.header('RateLimit-Remaining', remaining);
  reply.header('RateLimit-Reset', resetSeconds);
}
