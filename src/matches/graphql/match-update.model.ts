import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MatchEventModel, MatchModel } from './match.model';

@ObjectType('MatchUpdate', { description: 'One log entry as you may see it, as it happens' })
export class MatchUpdateModel {
  @Field(() => MatchEventModel) event!: MatchEventModel;
  @Field(() => MatchModel, {
    nullable: true,
    description:
      'The match as you now see it (your view, your legal moves); on the last event of each submission only, null on the events the same submission continues with',
  })
  match!: MatchModel | null;
}

export enum TurnReasonEnum {
  YOUR_TURN = 'YOUR_TURN',
  MATCH_ENDED = 'MATCH_ENDED',
  INVITED = 'INVITED',
  CLAIMABLE = 'CLAIMABLE',
  TIMED_OUT = 'TIMED_OUT',
  DEADLINE_SOON = 'DEADLINE_SOON',
}
registerEnumType(TurnReasonEnum, {
  name: 'TurnReason',
  description:
    'YOUR_TURN: the match awaits your decision; MATCH_ENDED: it finished or was aborted; INVITED: a private match invites you and waits for players; CLAIMABLE: it awaits another player past its deadline, so you may claimTimeout; TIMED_OUT: another player claimed your timeout and the match plays on without you (Pope Joan); DEADLINE_SOON: the match still awaits your decision and most of your time for it is used (a day before the deadline, or half the time for limits under two days)',
});

@ObjectType('TurnNotice', {
  description: 'One of your matches needs you, or has ended, or a private match invites you, or you timed out of one',
})
export class TurnNoticeModel {
  @Field(() => TurnReasonEnum) reason!: TurnReasonEnum;
  @Field(() => MatchModel) match!: MatchModel;
}
