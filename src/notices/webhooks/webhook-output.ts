import { z } from 'zod';
import { NOTICE_REASONS, Page } from '../../matches';
import { ApiOutput, apiSchema, dateTime } from '../../openapi';
import { WebhookDelivery, WebhookEndpoint } from './webhooks.repository';

export const webhookEndpointSchema = apiSchema(
  'WebhookEndpoint',
  z.strictObject({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(NOTICE_REASONS)),
    createdAt: dateTime,
    enabled: z.boolean(),
    disabledAt: dateTime.nullable(),
    disabledReason: z
      .string()
      .nullable()
      .describe('why it is disabled: by its owner, or every delivery failed for as long as retries last'),
    previousSecretExpiresAt: dateTime
      .nullable()
      .describe('after a rotation, until when deliveries are signed with the previous secret as well'),
  }),
  'A webhook endpoint as its owner sees it: everything but its signing secret, which is shown only when made',
);

export const createdWebhookEndpointSchema = apiSchema(
  'CreatedWebhookEndpoint',
  z.strictObject({
    endpoint: webhookEndpointSchema,
    secret: z.string().describe('`whsec_…`: the signing secret, shown this once'),
  }),
  'A webhook endpoint and its new signing secret',
);

export const webhookEndpointPageSchema = apiSchema(
  'WebhookEndpointPage',
  z.strictObject({
    items: z.array(webhookEndpointSchema),
    next: z.string().nullable().describe('pass as `cursor` for the next page; null on the last'),
  }),
  'A page of my webhook endpoints, newest first',
);

export const webhookDeliverySchema = apiSchema(
  'WebhookDelivery',
  z.strictObject({
    id: z.uuid(),
    endpointId: z.uuid(),
    messageId: z.string().describe('the `webhook-id` header: the same on every attempt and every redelivery'),
    type: z.enum([...NOTICE_REASONS, 'PING']),
    matchId: z.uuid().nullable().describe('the notice’s match; null for a ping'),
    seq: z.number().int().nullable().describe('the match’s seq when the notice was made; null for a ping'),
    status: z
      .enum(['pending', 'delivered', 'failed'])
      .describe('pending: being tried; failed: retries ran out, or the endpoint was disabled'),
    attempts: z.number().int(),
    lastStatus: z.number().int().nullable().describe('the HTTP status of the last attempt; null if none answered'),
    lastLatencyMs: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: dateTime.nullable(),
    nextAttemptAt: dateTime.nullable().describe('when the next attempt is due; null once delivered or failed'),
    createdAt: dateTime,
    deliveredAt: dateTime.nullable(),
  }),
  'One notice (or ping) sent to one endpoint, and how its attempts went',
);

export const webhookDeliveryPageSchema = apiSchema(
  'WebhookDeliveryPage',
  z.strictObject({
    items: z.array(webhookDeliverySchema),
    next: z.string().nullable().describe('pass as `cursor` for the next page; null on the last'),
  }),
  'A page of an endpoint’s delivery log, newest first',
);

export type WebhookEndpointView = ApiOutput<typeof webhookEndpointSchema>;
export type CreatedWebhookEndpointView = ApiOutput<typeof createdWebhookEndpointSchema>;
export type WebhookEndpointPageView = ApiOutput<typeof webhookEndpointPageSchema>;
export type WebhookDeliveryView = ApiOutput<typeof webhookDeliverySchema>;
export type WebhookDeliveryPageView = ApiOutput<typeof webhookDeliveryPageSchema>;

export function webhookEndpointView(e: WebhookEndpoint): WebhookEndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events as WebhookEndpointView['events'],
    createdAt: e.createdAt,
    enabled: e.disabledAt === null,
    disabledAt: e.disabledAt,
    disabledReason: e.disabledReason,
    previousSecretExpiresAt: e.previousSecret === null ? null : e.previousExpiresAt,
  };
}

export function webhookDeliveryView(d: WebhookDelivery): WebhookDeliveryView {
  const { noticeId: _noticeId, ...rest } = d;
  return { ...rest, type: d.type as WebhookDeliveryView['type'] };
}

export const webhookEndpointPageView = (page: Page<WebhookEndpoint>): WebhookEndpointPageView => ({
  items: page.items.map(webhookEndpointView),
  next: page.next,
});

export const webhookDeliveryPageView = (page: Page<WebhookDelivery>): WebhookDeliveryPageView => ({
  items: page.items.map(webhookDeliveryView),
  next: page.next,
});
