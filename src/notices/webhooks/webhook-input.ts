import { z } from 'zod';
import { rowCursor } from '../../common';
import { NOTICE_REASONS } from '../../matches';
import { MAX_ENDPOINT_URL_LENGTH } from './endpoint-address';

const events = z
  .array(z.enum(NOTICE_REASONS, { error: `must each be one of ${NOTICE_REASONS.join(', ')}` }))
  .min(1, 'must name at least one notice')
  .transform((list) => [...new Set(list)]);

const url = z.string().max(MAX_ENDPOINT_URL_LENGTH, `must be at most ${MAX_ENDPOINT_URL_LENGTH} characters`);

const description = z.string().trim().max(200, 'must be at most 200 characters');

export const createEndpointSchema = z.strictObject({
  url,
  events: events.default([...NOTICE_REASONS]).describe('the notices to send; all of them when absent'),
  description: description.default(''),
});

export const updateEndpointSchema = z.strictObject({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  enabled: z
    .boolean()
    .optional()
    .describe('false disables the endpoint; true enables it again (after Parlour disabled it, too)'),
});

/** How long deliveries are signed with the old secret as well after a rotation. */
export const rotateSecretSchema = z.strictObject({
  graceHours: z.number().int().min(0).max(168).default(24).describe('0 to 168 (a week); 24 when absent'),
});

/** The player's endpoints, and an endpoint's delivery log: each after the last one listed. */
export const endpointCursor = rowCursor('webhooks');
export const deliveryCursor = rowCursor('deliveries');

const pageLimit = z.number().int().min(1).max(100).default(20);

export const endpointPageSchema = z.object({ cursor: endpointCursor.input(), limit: pageLimit });
export const deliveryPageSchema = z.object({ cursor: deliveryCursor.input(), limit: pageLimit });

export type CreateEndpoint = z.output<typeof createEndpointSchema>;
export type UpdateEndpoint = z.output<typeof updateEndpointSchema>;
