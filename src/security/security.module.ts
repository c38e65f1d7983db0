import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AccessGuard } from '../auth';
import { Clock, ErrorFilter, KnownQueryParameters, StorableTextPipe, UnreadBodies } from '../common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimits } from './rate-limits';

/**
 * The global edge: the access guard, then the rate limit (in that order, so
 * the limit can count by player), the refusal of query parameters a REST
 * route does not take (`KnownQueryParameters`) and of a body where it reads
 * none (`UnreadBodies`), the input boundary every
 * argument crosses (`StorableTextPipe`), and the one exception filter. Exports the
 * rate limits for the listings' `ListingCost`.
 */
@Module({
  providers: [
    Clock,
    RateLimits,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: KnownQueryParameters },
    { provide: APP_GUARD, useClass: UnreadBodies },
    { provide: APP_PIPE, useClass: StorableTextPipe },
    { provide: APP_FILTER, useClass: ErrorFilter },
  ],
  exports: [RateLimits],
})
export class SecurityModule {}
