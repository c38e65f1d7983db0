import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum EmailAlertModeEnum {
  immediate = 'immediate',
  digest = 'digest',
  never = 'never',
}
registerEnumType(EmailAlertModeEnum, {
  name: 'EmailAlertMode',
  description: 'immediate: a message per notice; digest: one a day at digestHour; never: none',
});

@ObjectType('QuietHours', { description: 'Local hours [start, end) during which immediate alerts are held' })
export class QuietHoursModel {
  @Field(() => Int) start!: number;
  @Field(() => Int) end!: number;
}

@ObjectType('EmailSettings', { description: 'My email alert settings, as GET /api/me/email answers them' })
export class EmailSettingsModel {
  @Field(() => Boolean, { description: 'Whether this server sends email at all (SMTP_URL set)' }) enabled!: boolean;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => Boolean, { description: 'Only a verified address is sent alerts' }) verified!: boolean;
  @Field(() => EmailAlertModeEnum) mode!: EmailAlertModeEnum;
  @Field(() => Int, { description: 'The local hour (0-23) of the daily digest' }) digestHour!: number;
  @Field(() => String, { description: 'An IANA time zone' }) timeZone!: string;
  @Field(() => QuietHoursModel, { nullable: true }) quietHours!: QuietHoursModel | null;
}

@ObjectType('EmailVerified', { description: 'An address verified by the link sent to it' })
export class EmailVerifiedModel {
  @Field(() => String) address!: string;
  @Field(() => Boolean) verified!: boolean;
}

@ObjectType('EmailUnsubscribe', { description: 'What an unsubscribe link did' })
export class EmailUnsubscribeModel {
  @Field(() => EmailAlertModeEnum) mode!: EmailAlertModeEnum;
  @Field(() => Boolean) unsubscribed!: boolean;
}
