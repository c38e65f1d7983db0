import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, mergeMap } from 'rxjs';
import { exchangeOf } from '../auth';
import { RateLimits } from './rate-limits';

/**
 * On a listing of matches (REST or GraphQL field): once the page is built,
 * charges its caller for the matches it holds beyond the first
 * `MATCHES_PER_CALL` (see `RateLimits.chargeListing`). A GraphQL request
 * asking for several listings pays for each.
 */
@Injectable()
export class ListingCost implements NestInterceptor {
  constructor(private readonly limits: RateLimits) {}

  intercept<Page extends { readonly items: readonly unknown[] }>(
    context: ExecutionContext,
    next: CallHandler<Page>,
  ): Observable<Page> {
    const { req, reply, socketPrincipal } = exchangeOf(context);
    const caller = this.limits.callerOf(req, socketPrincipal ?? req.user);
    return next.handle().pipe(
      mergeMap(async (page) => {
        await this.limits.chargeListing(caller, page.items.length, reply);
        return page;
      }),
    );
  }
}
