import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentPlayer, Principal, RequireScopes } from '../../auth';
import { ApiErrors, CURSOR, LIMIT, int } from '../../common';
import { ApiZodBody, ApiZodResponse, jsonSchemaOf } from '../../openapi';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { createEndpointSchema, endpointPageSchema, rotateSecretSchema, updateEndpointSchema } from './webhook-input';
import {
  CreatedWebhookEndpointView,
  WebhookDeliveryPageView,
  WebhookDeliveryView,
  WebhookEndpointPageView,
  WebhookEndpointView,
  createdWebhookEndpointSchema,
  webhookDeliveryPageSchema,
  webhookDeliveryPageView,
  webhookDeliverySchema,
  webhookDeliveryView,
  webhookEndpointPageSchema,
  webhookEndpointPageView,
  webhookEndpointSchema,
  webhookEndpointView,
} from './webhook-output';

const PAGE_LIMIT = { ...LIMIT, schema: jsonSchemaOf(endpointPageSchema.shape.limit) };

/** A player's webhook endpoints: a session, or an access token with `webhooks:manage`. */
@ApiTags('webhooks')
@RequireScopes('webhooks:manage')
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Post()
  @ApiOperation({
    operationId: 'createWebhookEndpoint',
    description:
      'Registers an https URL to receive the notices named, signed by Standard Webhooks; its secret is in this answer only.',
    summary: 'Register a webhook endpoint',
  })
  @ApiZodBody(
    createEndpointSchema,
    '`url`: https, resolving to a public address (http and private addresses only where WEBHOOK_ALLOW_PRIVATE is set); `events`: the notices to send, all when absent',
  )
  @ApiZodResponse(201, createdWebhookEndpointSchema, '`{ endpoint, secret }`: the signing secret is shown this once')
  @ApiErrors('VALIDATION_FAILED', 'WEBHOOK_URL_REFUSED', 'TOO_MANY_ENDPOINTS')
  async create(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<CreatedWebhookEndpointView> {
    const { endpoint, secret } = await this.endpoints.create(caller.playerId, body);
    return { endpoint: webhookEndpointView(endpoint), secret };
  }

  @Get()
  @ApiOperation({
    operationId: 'listWebhookEndpoints',
    description: 'My webhook endpoints, a page at a time; never their secrets.',
    summary: 'My webhook endpoints',
  })
  @ApiQuery(CURSOR)
  @ApiQuery(PAGE_LIMIT)
  @ApiZodResponse(200, webhookEndpointPageSchema, 'my endpoints, newest first, and the cursor of the next page')
  @ApiErrors('VALIDATION_FAILED')
  async list(
    @CurrentPlayer() caller: Principal,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<WebhookEndpointPageView> {
    return webhookEndpointPageView(
      await this.endpoints.list(caller.playerId, { cursor: cursor ?? null, limit: int(limit) }),
    );
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getWebhookEndpoint',
    description: 'One of my webhook endpoints, with whether it is enabled and why it was disabled.',
    summary: 'One of my webhook endpoints',
  })
  @ApiZodResponse(200, webhookEndpointSchema, 'the endpoint')
  @ApiErrors('NOT_FOUND')
  async get(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<WebhookEndpointView> {
    return webhookEndpointView(await this.endpoints.get(caller.playerId, id));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateWebhookEndpoint',
    description:
      'Changes an endpoint’s URL, description or notices, or disables or enables it; only the fields given change.',
    summary: 'Change, disable or enable a webhook endpoint',
  })
  @ApiZodBody(updateEndpointSchema, 'only the fields given change')
  @ApiZodResponse(200, webhookEndpointSchema, 'the endpoint as it now is')
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND', 'WEBHOOK_URL_REFUSED')
  async update(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<WebhookEndpointView> {
    return webhookEndpointView(await this.endpoints.update(caller.playerId, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteWebhookEndpoint',
    description: 'Deletes one of my endpoints and its delivery log; nothing more is sent to it.',
    summary: 'Delete a webhook endpoint and its delivery log',
  })
  @ApiNoContentResponse({ description: 'deleted; nothing more is sent to it' })
  @ApiErrors('NOT_FOUND')
  remove(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<void> {
    return this.endpoints.remove(caller.playerId, id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    description:
      'Gives the endpoint a new secret; deliveries carry the old secret’s signature too for the grace period.',
    summary: 'Give a webhook endpoint a new signing secret',
  })
  @ApiZodBody(rotateSecretSchema, 'deliveries carry a signature by the previous secret as well for `graceHours`')
  @ApiZodResponse(200, createdWebhookEndpointSchema, '`{ endpoint, secret }`: the new secret is shown this once')
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  async rotate(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<CreatedWebhookEndpointView> {
    const { endpoint, secret } = await this.endpoints.rotate(caller.playerId, id, body);
    return { endpoint: webhookEndpointView(endpoint), secret };
  }

  @Post(':id/ping')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'pingWebhookEndpoint',
    description: 'Queues a PING delivery to the endpoint, to check that it receives and verifies deliveries.',
    summary: 'Send a webhook endpoint a PING',
  })
  @ApiZodResponse(202, webhookDeliverySchema, 'the PING’s delivery, tried once at once: read it again for the outcome')
  @ApiErrors('NOT_FOUND', 'ENDPOINT_DISABLED')
  async ping(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<WebhookDeliveryView> {
    return webhookDeliveryView(await this.endpoints.ping(caller.playerId, id));
  }

  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    description: 'The endpoint’s deliveries, a page at a time: status, attempts, the last answer or error.',
    summary: 'A webhook endpoint’s delivery log',
  })
  @ApiQuery(CURSOR)
  @ApiQuery(PAGE_LIMIT)
  @ApiZodResponse(200, webhookDeliveryPageSchema, 'its deliveries, newest first, and the cursor of the next page')
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  async deliveries(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<WebhookDeliveryPageView> {
    return webhookDeliveryPageView(
      await this.endpoints.deliveries(caller.playerId, id, { cursor: cursor ?? null, limit: int(limit) }),
    );
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'redeliverWebhook',
    description: 'Queues the delivery’s notice again, under the same `webhook-id`, as a new delivery.',
    summary: 'Send a delivery’s notice again',
  })
  @ApiZodResponse(
    202,
    webhookDeliverySchema,
    'the new delivery: the same notice and `webhook-id`, retried as any other',
  )
  @ApiErrors('NOT_FOUND', 'ENDPOINT_DISABLED')
  async redeliver(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<WebhookDeliveryView> {
    return webhookDeliveryView(await this.endpoints.redeliver(caller.playerId, id, deliveryId));
  }
}
