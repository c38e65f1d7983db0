import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CurrentVacation', { description: 'The vacation running now' })
export class CurrentVacationModel {
  @Field(() => GraphQLISODateTime) since!: Date;
  @Field(() => GraphQLISODateTime, { description: 'When it ends by itself' }) until!: Date;
  @Field(() => Int, { description: 'The days it uses if it runs until then (ending it sooner gives back the rest)' })
  days!: number;
}

@ObjectType('VacationStatus', {
  description: 'My vacations: the yearly allowance, what is left of it, and the vacation running now',
})
export class VacationStatusModel {
  @Field(() => Int, { description: 'Days of vacation a calendar year (UTC) holds' }) daysPerYear!: number;
  @Field(() => Int, { description: 'The calendar year (UTC) the counts are for: this one' }) year!: number;
  @Field(() => Int, { description: 'Days this year’s vacations use, a running one counted until its until' })
  daysUsed!: number;
  @Field(() => Int, { description: 'Days still free this year' }) daysLeft!: number;
  @Field(() => CurrentVacationModel, { nullable: true }) current!: CurrentVacationModel | null;
}

@InputType('StartVacationInput', { description: 'Exactly one of until and days' })
export class StartVacationInput {
  @Field(() => String, { nullable: true, description: 'When it ends: an ISO 8601 date-time' }) until?: string;
  @Field(() => Int, { nullable: true, description: 'How long it lasts: whole days from now' }) days?: number;
}
