import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayer, Principal, RequireScopes } from '../../auth';
import {
  CreateWebhookEndpointInput,
  CreatedWebhookEndpointModel,
  UpdateWebhookEndpointInput,
  WebhookDeliveryModel,
  WebhookDeliveryPageModel,
  WebhookEndpointModel,
  WebhookEndpointPageModel,
} from './models/webhook.models';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import {
  CreatedWebhookEndpointView,
  WebhookDeliveryPageView,
  WebhookDeliveryView,
  WebhookEndpointPageView,
  WebhookEndpointView,
  webhookDeliveryPageView,
  webhookDeliveryView,
  webhookEndpointPageView,
  webhookEndpointView,
} from './webhook-output';

const cursorArg = { type: () => String, nullable: true, description: 'The next of the previous page' } as const;
const limitArg = { type: () => Int, defaultValue: 20, description: '1 to 100' } as const;

/** The same operations as /api/webhooks, in the same shapes: a session, or a token with webhooks:manage. */
@RequireScopes('webhooks:manage')
@Resolver()
export class WebhooksResolver {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Query(() => WebhookEndpointPageModel, { description: 'My webhook endpoints, newest first.' })
  async webhookEndpoints(
    @CurrentPlayer() caller: Principal,
    @Args('cursor', cursorArg) cursor: string | null,
    @Args('limit', limitArg) limit: number,
  ): Promise<WebhookEndpointPageView> {
    return webhookEndpointPageView(await this.endpoints.list(caller.playerId, { cursor: cursor ?? null, limit }));
  }

  @Query(() => WebhookEndpointModel, { description: 'One of my webhook endpoints.' })
  async webhookEndpoint(
    @CurrentPlayer() caller: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WebhookEndpointView> {
    return webhookEndpointView(await this.endpoints.get(caller.playerId, id));
  }

  @Query(() => WebhookDeliveryPageModel, { description: 'A webhook endpoint’s delivery log, newest first.' })
  async webhookDeliveries(
    @CurrentPlayer() caller: Principal,
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('cursor', cursorArg) cursor: string | null,
    @Args('limit', limitArg) limit: number,
  ): Promise<WebhookDeliveryPageView> {
    return webhookDeliveryPageView(
      await this.endpoints.deliveries(caller.playerId, endpointId, { cursor: cursor ?? null, limit }),
    );
  }

  @Mutation(() => CreatedWebhookEndpointModel, {
    description: 'Registers a webhook endpoint; its secret is shown once.',
  })
  async createWebhookEndpoint(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => CreateWebhookEndpointInput }) input: CreateWebhookEndpointInput,
  ): Promise<CreatedWebhookEndpointView> {
    const { endpoint, secret } = await this.endpoints.create(caller.playerId, { ...input });
    return { endpoint: webhookEndpointView(endpoint), secret };
  }

  @Mutation(() => WebhookEndpointModel, { description: 'Changes, disables or enables an endpoint: the fields given.' })
  async updateWebhookEndpoint(
    @CurrentPlayer() caller: Principal,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateWebhookEndpointInput }) input: UpdateWebhookEndpointInput,
  ): Promise<WebhookEndpointView> {
    return webhookEndpointView(await this.endpoints.update(caller.playerId, id, { ...input }));
  }

  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its delivery log.' })
  async deleteWebhookEndpoint(
    @CurrentPlayer() caller: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<true> {
    await this.endpoints.remove(caller.playerId, id);
    return true;
  }

  @Mutation(() => CreatedWebhookEndpointModel, {
    description: 'A new signing secret, shown once; the previous one signs as well for graceHours (0 to 168).',
  })
  async rotateWebhookSecret(
    @CurrentPlayer() caller: Principal,
    @Args('id', { type: () => ID }) id: string,
    @Args('graceHours', { type: () => Int, defaultValue: 24 }) graceHours: number,
  ): Promise<CreatedWebhookEndpointView> {
    const { endpoint, secret } = await this.endpoints.rotate(caller.playerId, id, { graceHours });
    return { endpoint: webhookEndpointView(endpoint), secret };
  }

  @Mutation(() => WebhookDeliveryModel, { description: 'Sends the endpoint a PING, tried once.' })
  async pingWebhookEndpoint(
    @CurrentPlayer() caller: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WebhookDeliveryView> {
    return webhookDeliveryView(await this.endpoints.ping(caller.playerId, id));
  }

  @Mutation(() => WebhookDeliveryModel, {
    description: 'Sends a delivery’s notice again, under the same webhook-id, as a new delivery.',
  })
  async redeliverWebhook(
    @CurrentPlayer() caller: Principal,
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('deliveryId', { type: () => ID }) deliveryId: string,
  ): Promise<WebhookDeliveryView> {
    return webhookDeliveryView(await this.endpoints.redeliver(caller.playerId, endpointId, deliveryId));
  }
}
