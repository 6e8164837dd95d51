import type { FeatureModule } from '../feature-module.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { webhookJobKind } from './webhook-delivery.job.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhooksResolver } from './webhooks.resolver.js';

export const webhooksModule: FeatureModule = {
  entities: [WebhookEndpoint, WebhookAttempt],
  resolvers: [WebhooksResolver],
  jobs: [webhookJobKind],
};
