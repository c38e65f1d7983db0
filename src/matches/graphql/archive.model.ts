import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MatchModel } from './match.model';

export enum ArchiveOutcomeEnum {
  won = 'won',
  lost = 'lost',
  drawn = 'drawn',
}
registerEnumType(ArchiveOutcomeEnum, { name: 'ArchiveOutcome', description: 'A player’s outcome (docs/archive.md)' });

export enum ArchiveOrderEnum {
  latest = 'latest',
  oldest = 'oldest',
}
registerEnumType(ArchiveOrderEnum, { name: 'ArchiveOrder', description: 'The latest ended first, or the oldest' });

/** The archive's search, as `GET /api/matches/archive` takes it (docs/archive.md). */
@ArgsType()
export class ArchiveArgs {
  @Field(() => String, { nullable: true }) gameId?: string | null;
  @Field(() => String, { nullable: true, description: 'A handle: only matches this player sat in' })
  player?: string | null;
  @Field(() => String, { nullable: true, description: 'A handle: who sat against player (needs player)' })
  opponent?: string | null;
  @Field(() => String, { nullable: true, description: 'A handle: who sat on player’s side (needs player)' })
  partner?: string | null;
  @Field(() => ArchiveOutcomeEnum, { nullable: true, description: 'player’s outcome (needs player)' })
  result?: ArchiveOutcomeEnum | null;
  @Field(() => Int, { nullable: true, description: 'player’s rank, 1 the best (needs player)' }) rank?: number | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Option values as name:value, e.g. ["partnership:true", "target:11"] (needs gameId)',
  })
  options?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'How many seats the match had' }) seats?: number | null;
  @Field(() => Int, { nullable: true, description: 'The time limit on each decision, in days' })
  daysPerMove?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Only rated matches every seat of which was rated at least this before it',
  })
  ratingMin?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Only rated matches every seat of which was rated at most this before it',
  })
  ratingMax?: number | null;
  @Field(() => String, { nullable: true, description: 'Ended at or after: a date (UTC) or ISO 8601 date and time' })
  endedAfter?: string | null;
  @Field(() => String, { nullable: true, description: 'Ended before: a date (UTC) or ISO 8601 date and time' })
  endedBefore?: string | null;
  @Field(() => ArchiveOrderEnum, { defaultValue: ArchiveOrderEnum.latest }) order!: ArchiveOrderEnum;
  @Field(() => String, { nullable: true, description: 'The next of the previous page of this same search' })
  cursor?: string | null;
  @Field(() => Int, { defaultValue: 20, description: '1 to 100' }) limit!: number;
}

@ObjectType('ArchivePage')
export class ArchivePageModel {
  @Field(() => [MatchModel], { description: 'Each with the spectator’s final view, the result, and your seat' })
  items!: MatchModel[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor, with the same search, for the next page' })
  next!: string | null;
  @Field(() => Int, { description: 'How many matches the whole search holds' }) total!: number;
}

@ObjectType('RankCount')
export class RankCountModel {
  @Field(() => Int) rank!: number;
  @Field(() => Int) count!: number;
}

/** Matches of one game, counted by outcome: the fields GameStats and HeadToHeadGame share. */
@ObjectType({ isAbstract: true })
abstract class OutcomeCountsModel {
  @Field(() => String) gameId!: string;
  @Field(() => Int) matches!: number;
  @Field(() => Int) won!: number;
  @Field(() => Int) lost!: number;
  @Field(() => Int) drawn!: number;
}

@ObjectType('GameStats', { description: 'A player’s finished matches of one game, counted' })
export class GameStatsModel extends OutcomeCountsModel {
  @Field(() => [RankCountModel], { description: 'How many times the player finished at each rank, the best first' })
  ranks!: RankCountModel[];
  @Field(() => Float) averageScore!: number;
}

@ObjectType('PlayerStats', { description: 'From the archived matches you may read' })
export class PlayerStatsModel {
  @Field(() => String) player!: string;
  @Field(() => [GameStatsModel]) games!: GameStatsModel[];
}

@ObjectType('HeadToHeadGame', {
  description: 'Won: the player ranked better than the opponent; lost: worse; drawn: level',
})
export class HeadToHeadGameModel extends OutcomeCountsModel {}

@ObjectType('HeadToHead', { description: 'Matches you may read where the two sat on opposite sides' })
export class HeadToHeadModel {
  @Field(() => String) player!: string;
  @Field(() => String) opponent!: string;
  @Field(() => [HeadToHeadGameModel]) games!: HeadToHeadGameModel[];
}
