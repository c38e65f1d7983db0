import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TurnReasonEnum } from '../../../matches/graphql';

export enum WebhookDeliveryStatusEnum {
  pending = 'pending',
  delivered = 'delivered',
  failed = 'failed',
}
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'pending: being tried; delivered; failed: retries ran out, or the endpoint was disabled',
});

@ObjectType('WebhookEndpoint', {
  description: 'A webhook endpoint as its owner sees it, as GET /api/webhooks/{id} answers: all but its secret',
})
export class WebhookEndpointModel {
  @Field(() => ID) id!: string;
  @Field(() => String) url!: string;
  @Field(() => String) description!: string;
  @Field(() => [TurnReasonEnum], { description: 'The notices it is sent' }) events!: TurnReasonEnum[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) disabledAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'By its owner, or every delivery failed for a day' })
  disabledReason!: string | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'After a rotation, until when deliveries are signed with the previous secret as well',
  })
  previousSecretExpiresAt!: Date | null;
}

@ObjectType('CreatedWebhookEndpoint', { description: 'A webhook endpoint and its signing secret, shown this once' })
export class CreatedWebhookEndpointModel {
  @Field(() => WebhookEndpointModel) endpoint!: WebhookEndpointModel;
  @Field(() => String, { description: 'whsec_…' }) secret!: string;
}

@ObjectType('WebhookEndpointPage', { description: 'A page of my webhook endpoints, newest first' })
export class WebhookEndpointPageModel {
  @Field(() => [WebhookEndpointModel]) items!: WebhookEndpointModel[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  next!: string | null;
}

@ObjectType('WebhookDelivery', { description: 'One notice (or ping) sent to one endpoint, and how its attempts went' })
export class WebhookDeliveryModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) endpointId!: string;
  @Field(() => String, { description: 'The webhook-id header: the same on every attempt and redelivery' })
  messageId!: string;
  @Field(() => String, { description: 'The notice’s reason, or PING' }) type!: string;
  @Field(() => ID, { nullable: true, description: 'Null for a ping' }) matchId!: string | null;
  @Field(() => Int, { nullable: true, description: 'The match’s seq when the notice was made' }) seq!: number | null;
  @Field(() => WebhookDeliveryStatusEnum) status!: WebhookDeliveryStatusEnum;
  @Field(() => Int) attempts!: number;
  @Field(() => Int, { nullable: true }) lastStatus!: number | null;
  @Field(() => Int, { nullable: true }) lastLatencyMs!: number | null;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) nextAttemptAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) deliveredAt!: Date | null;
}

@ObjectType('WebhookDeliveryPage', { description: 'A page of an endpoint’s delivery log, newest first' })
export class WebhookDeliveryPageModel {
  @Field(() => [WebhookDeliveryModel]) items!: WebhookDeliveryModel[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  next!: string | null;
}

@InputType('CreateWebhookEndpointInput')
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: 'https, resolving to a public address (see WEBHOOK_ALLOW_PRIVATE)' })
  url!: string;
  @Field(() => [TurnReasonEnum], { nullable: true, description: 'The notices to send; all when absent' })
  events?: TurnReasonEnum[];
  @Field(() => String, { nullable: true }) description?: string;
}

@InputType('UpdateWebhookEndpointInput')
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true }) url?: string;
  @Field(() => [TurnReasonEnum], { nullable: true }) events?: TurnReasonEnum[];
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Boolean, { nullable: true, description: 'false disables it; true enables it again' })
  enabled?: boolean;
}
