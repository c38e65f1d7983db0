import { Field, Float, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('PlayerRating', { description: 'A player’s rating in one pool (docs/ratings.md)' })
export class PlayerRatingModel {
  @Field(() => String, { description: 'The game and kind of table: maw, maw-partnerships, pope-joan' }) pool!: string;
  @Field(() => Int, {
    description: 'The shown rating now: 1000 + 40 × (mu − 3 sigma), sigma grown with the days since the last match',
  })
  rating!: number;
  @Field(() => Boolean, { description: 'Fewer than 10 rated matches in the pool' }) provisional!: boolean;
  @Field(() => Int, { description: 'Rated matches finished in the pool' }) games!: number;
  @Field(() => GraphQLISODateTime, { description: 'When the last of them ended' }) lastPlayedAt!: Date;
  @Field(() => Float, { description: 'The model’s estimate of the skill (OpenSkill)' }) mu!: number;
  @Field(() => Float, { description: 'Its uncertainty now' }) sigma!: number;
}

@ObjectType('RatingChange', { description: 'One rated match in a player’s rating history' })
export class RatingChangeModel {
  @Field(() => String, {
    nullable: true,
    description: 'The rated match; null when it is private and the caller is not one of its parties',
  })
  matchId!: string | null;
  @Field(() => Int, { description: 'The shown rating before the match, grown uncertain with the days idle' })
  ratingBefore!: number;
  @Field(() => Int) ratingAfter!: number;
  @Field(() => Int, { description: 'Rated matches in the pool, this one included' }) games!: number;
  @Field(() => GraphQLISODateTime) endedAt!: Date;
}

@ObjectType('RatingHistoryPage')
export class RatingHistoryPageModel {
  @Field(() => [RatingChangeModel], { description: 'Newest first' }) items!: RatingChangeModel[];
  @Field(() => String, { nullable: true, description: 'The cursor of the next page; null on the last' })
  next!: string | null;
}

@ObjectType('Leader', { description: 'A player on a leaderboard' })
export class LeaderModel {
  @Field(() => String) handle!: string;
  @Field(() => String) displayName!: string;
  @Field(() => Boolean, { description: 'A bot account' }) bot!: boolean;
  @Field(() => Int, { description: 'The shown rating after the player’s last rated match, which the board orders by' })
  rating!: number;
  @Field(() => Int) games!: number;
  @Field(() => GraphQLISODateTime) lastPlayedAt!: Date;
}

@ObjectType('LeaderboardPage')
export class LeaderboardPageModel {
  @Field(() => [LeaderModel], { description: 'Best first; equal ratings by handle' }) items!: LeaderModel[];
  @Field(() => String, { nullable: true, description: 'The cursor of the next page; null on the last' })
  next!: string | null;
}
