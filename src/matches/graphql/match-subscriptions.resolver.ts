import { Args, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentPlayer, Principal, RequireScopes } from '../../auth';
import { MatchUpdateDto, TurnNoticeDto } from '../api/match-output';
import { MatchFeed } from '../realtime/match-feed';
import { TurnFeed } from '../realtime/turn-feed';
import { MatchUpdateModel, TurnNoticeModel } from './match-update.model';

/** GraphQL subscriptions over WebSocket (graphql-ws); the feeds redact every update for the subscriber. */
@Resolver()
export class MatchSubscriptionsResolver {
  constructor(
    private readonly feed: MatchFeed,
    private readonly turns: TurnFeed,
  ) {}

  @RequireScopes('match:read')
  @Subscription(() => MatchUpdateModel, {
    description:
      "The match's events with seq ≥ fromSeq (pass the match's seq for what comes after it; 0, the default, is the whole log): first those already logged, then each as it happens; ends when the match ends",
    resolve: (update: MatchUpdateDto) => update,
  })
  matchEvents(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('fromSeq', { type: () => Int, defaultValue: 0 }) fromSeq: number,
  ): Promise<AsyncIterableIterator<MatchUpdateDto>> {
    return this.feed.updates(caller.playerId, matchId, fromSeq);
  }

  @RequireScopes('match:read')
  @Subscription(() => TurnNoticeModel, {
    description: 'A notice whenever one of your matches awaits your decision, and when one ends',
    resolve: (notice: TurnNoticeDto) => notice,
  })
  myTurn(@CurrentPlayer() caller: Principal): Promise<AsyncIterableIterator<TurnNoticeDto>> {
    return this.turns.notices(caller.playerId);
  }
}
