import { Field, InputType, Int } from '@nestjs/graphql';
import { EmailAlertModeEnum } from './email-settings.model';

// Shapes only: the service validates every field with the same rules as REST.

@InputType()
export class QuietHoursInput {
  @Field(() => Int) start!: number;
  @Field(() => Int) end!: number;
}

@InputType({ description: 'Only the fields given change; quietHours: null removes them.' })
export class UpdateEmailSettingsInput {
  @Field(() => EmailAlertModeEnum, { nullable: true }) mode?: EmailAlertModeEnum;
  @Field(() => Int, { nullable: true, description: '0 to 23, local time' }) digestHour?: number;
  @Field(() => String, { nullable: true, description: 'An IANA time zone, such as America/New_York' })
  timeZone?: string;
  @Field(() => QuietHoursInput, { nullable: true }) quietHours?: QuietHoursInput | null;
}
