import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { DecisionModel, GameResultModel, GameViewUnion } from '../../games';

export enum MatchStatusEnum {
  open = 'open',
  active = 'active',
  finished = 'finished',
  aborted = 'aborted',
}
registerEnumType(MatchStatusEnum, { name: 'MatchStatus' });

export enum VisibilityEnum {
  open = 'open',
  private = 'private',
}
registerEnumType(VisibilityEnum, {
  name: 'Visibility',
  description: 'open: listed, anyone may join; private: invite code or invited players',
});

@ObjectType('Move', { description: 'A move, typed and in text notation (e.g. text "rob 3D" = type rob, card 3D)' })
export class MoveModel {
  @Field(() => String) text!: string;
  @Field(() => String, { description: 'play, rob, five, nofive, accept, refuse, norob, resign' }) type!: string;
  @Field(() => String, { nullable: true, description: 'The card named, if any; ?? where hidden from you' }) card!:
    string | null;
}

@ObjectType('SeatRating', { description: 'A seat’s rating in a rated match' })
export class SeatRatingModel {
  @Field(() => Int, { description: 'The shown rating the match was rated from' }) before!: number;
  @Field(() => Int, { description: 'The shown rating it left' }) after!: number;
}

@ObjectType('MatchSeat')
export class MatchSeatModel {
  @Field(() => String, {
    nullable: true,
    description: 'Null for a seat of an imported match: a name from its record, not an account',
  })
  handle!: string | null;
  @Field(() => String, { description: 'The display name, or the name an imported match’s record gives' })
  displayName!: string;
  @Field(() => Int, { nullable: true, description: 'Null while waiting for the start' }) seat!: number | null;
  @Field(() => Boolean, { description: 'A bot plays this seat: a built-in bot or a bot account' }) bot!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'A bot that took this seat over (docs/bots.md): the handle of the player who resigned or timed out of it',
  })
  replacing!: string | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'While a seated player is on vacation (as the log records it), when it ends; their clock stands still',
  })
  awayUntil!: Date | null;
  @Field(() => SeatRatingModel, {
    nullable: true,
    description: 'In an archive item of a rated match, the player’s rating before and after it (docs/ratings.md)',
  })
  rating!: SeatRatingModel | null;
}

@ObjectType('MatchEvent', { description: 'A log entry as the caller may see it' })
export class MatchEventModel {
  @Field(() => Int) seq!: number;
  @Field(() => String, { description: 'joined, left, started, aborted, move, timedOut, paused, resumed or replaced' })
  kind!: string;
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field(() => String, { nullable: true, description: 'Handle of who submitted it (on timedOut: who claimed it)' })
  player!: string | null;
  @Field(() => Int, { nullable: true, description: 'On move: whose move; on timedOut: the seat that timed out' })
  seat!: number | null;
  @Field(() => MoveModel, { nullable: true }) move!: MoveModel | null;
  @Field(() => Boolean, { nullable: true, description: 'Played by the server because the rules forced it' }) forced!:
    boolean | null;
  @Field(() => [String], {
    nullable: 'itemsAndList',
    description: 'On started: handles by seat (null for a seat of an imported match)',
  })
  seating!: (string | null)[] | null;
  @Field(() => String, { nullable: true, description: 'On replaced: the handle of the bot that took the seat over' })
  replacedBy!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'On replaced: why the player left the seat, resigned or timedOut',
  })
  reason!: 'resigned' | 'timedOut' | null;
  @Field(() => String, {
    nullable: true,
    description:
      'On replaced: the handle of who asked for it, the player who resigned or the claimant of their timeout',
  })
  claimedBy!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'On paused: when the vacation began' })
  awayFrom!: Date | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'On paused: when the vacation ends by itself; on resumed: when the player ended it sooner',
  })
  awayUntil!: Date | null;
}

@ObjectType('MatchProblem', { description: 'Why this server cannot rebuild a listed match' })
export class MatchProblemModel {
  @Field(() => String, { description: 'UNKNOWN_GAME, UNKNOWN_RULES_VERSION, UNKNOWN_SHUFFLE_ALGORITHM or CORRUPT_LOG' })
  code!: string;
  @Field(() => String) message!: string;
}

@ObjectType('ImportedFrom', { description: 'Where a match imported from a record was played' })
export class ImportedFromModel {
  @Field(() => String, { description: 'The server it was played on: its record’s Site' }) site!: string;
  @Field(() => String, { description: 'Its id there: its record’s MatchId, which the commitment is computed over' })
  matchId!: string;
}

@ObjectType('Match')
export class MatchModel {
  @Field(() => ID) id!: string;
  @Field(() => String) gameId!: string;
  @Field(() => String) rulesVersion!: string;
  @Field(() => GraphQLJSONObject, {
    description: 'Every option’s value by name, defaults filled in: the shape createMatch takes',
  })
  options!: Record<string, unknown>;
  @Field(() => Int) seats!: number;
  @Field(() => VisibilityEnum) visibility!: VisibilityEnum;
  @Field(() => String, { nullable: true, description: 'For the creator and players only' }) inviteCode!: string | null;
  @Field(() => String, { description: 'Handle of the creator' }) creator!: string;
  @Field(() => MatchStatusEnum) status!: MatchStatusEnum;
  @Field(() => Int, { description: 'Events in the log; submit moves with expectedSeq set to it' }) seq!: number;
  @Field(() => [MatchSeatModel]) players!: MatchSeatModel[];
  @Field(() => String, { description: 'SHA-256(shuffleAlgorithm | matchId | seed), fixed before the first deal' })
  commitment!: string;
  @Field(() => String) shuffleAlgorithm!: string;
  @Field(() => String, { nullable: true, description: 'The seed in hex, revealed once the match is over' }) seed!:
    string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => Int, { nullable: true }) yourSeat!: number | null;
  @Field(() => DecisionModel, { nullable: true }) decision!: DecisionModel | null;
  @Field(() => Int, { nullable: true, description: 'The time limit on each decision, in days; null for none' })
  daysPerMove!: number | null;
  @Field(() => Boolean, { description: 'Whether the match counts for its players’ ratings; casual when false' })
  rated!: boolean;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the awaited decision becomes overdue: then another player may claimTimeout',
  })
  deadline!: Date | null;
  @Field(() => GameViewUnion, { nullable: true }) view!: object | null;
  @Field(() => [MoveModel], { description: 'Your legal moves now (empty unless it is your decision)' })
  legalMoves!: MoveModel[];
  @Field(() => GameResultModel, { nullable: true }) result!: GameResultModel | null;
  @Field(() => MatchProblemModel, {
    nullable: true,
    description:
      'In a listing, why this server cannot rebuild the match; then only what its row holds is shown (no view, decision or moves)',
  })
  problem!: MatchProblemModel | null;
  @Field(() => ImportedFromModel, {
    nullable: true,
    description:
      'For a match imported from a record (importRecord), where it was played: its players are names, not accounts here, and its creator is who imported it; null for a match played here',
  })
  imported!: ImportedFromModel | null;
}

@ObjectType('MoveResult')
export class MoveResultModel {
  @Field(() => MatchModel) match!: MatchModel;
  @Field(() => [MatchEventModel], {
    description: 'What the submission appended (your move and the forced plays after it)',
  })
  events!: MatchEventModel[];
  @Field(() => Boolean, { description: 'False when the idempotency key returned an earlier submission' })
  fresh!: boolean;
}

@ObjectType('RecordImport', { description: 'What importing a record answers' })
export class RecordImportModel {
  @Field(() => MatchModel, { description: 'The imported match, as you may see it' }) match!: MatchModel;
  @Field(() => Boolean, {
    description: 'False when the record was already here: the match it was imported as, or the one played here',
  })
  fresh!: boolean;
}

@ObjectType('MatchPage')
export class MatchPageModel {
  @Field(() => [MatchModel]) items!: MatchModel[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page' }) next!: string | null;
}
