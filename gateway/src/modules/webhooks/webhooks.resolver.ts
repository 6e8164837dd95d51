import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { pageOf } from '../../graphql/page.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, pageWebhookDeliveries, resendWebhookDelivery } from './webhooks.service.js';
import { CreatedWebhookEndpoint, CreateWebhookEndpointInput, WebhookDelivery, WebhookDeliveryArgs } from './webhooks.types.js';

const WebhookDeliveryPage = pageOf(WebhookDelivery, 'WebhookDelivery');

/** Signed webhooks: endpoints the team registers, and the deliveries of each event to them. */
@Resolver()
export class WebhooksResolver {
  @Authorized('webhooks:write')
  @Mutation(() => CreatedWebhookEndpoint, { description: 'Admin. Registers an endpoint; the answer carries its signing secret, shown this once.' })
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'The URL and the events.' }) input: CreateWebhookEndpointInput,
    @Ctx() { em, services }: Context,
  ) {
    return createWebhookEndpoint(em, input, services.config.webhookAllowPrivate);
  }

  @Authorized('webhooks:read')
  @Query(() => [WebhookEndpoint], { description: 'Admin. Every endpoint, the newest first (never their secrets).' })
  webhookEndpoints(@Ctx() { em }: Context): Promise<WebhookEndpoint[]> {
    return listWebhookEndpoints(em);
  }

  @Authorized('webhooks:write')
  @Mutation(() => Boolean, { description: 'Admin. Removes an endpoint; its deliveries not yet made are dropped.' })
  deleteWebhookEndpoint(@Arg('id', () => ID, { description: 'The endpoint’s id.' }) id: string, @Ctx() { em }: Context): Promise<boolean> {
    return deleteWebhookEndpoint(em, id);
  }

  @Authorized('webhooks:read')
  @Query(() => WebhookDeliveryPage, { description: 'Admin. One page of deliveries, the newest first, with every try.' })
  webhookDeliveries(@Args(() => WebhookDeliveryArgs) { endpointId, offset, limit }: WebhookDeliveryArgs, @Ctx() { em }: Context) {
    return pageWebhookDeliveries(em, endpointId, offset, limit);
  }

  @Authorized('webhooks:write')
  @Mutation(() => WebhookDelivery, { description: 'Admin. Delivers again a delivery that was made or given up, with the same webhook-id.' })
  resendWebhookDelivery(@Arg('id', () => ID, { description: 'The delivery’s id.' }) id: string, @Ctx() { em }: Context): Promise<WebhookDelivery> {
    return resendWebhookDelivery(em, id);
  }
}
