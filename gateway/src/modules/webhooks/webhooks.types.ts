import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ADMIN_PAGE_SIZE } from '@site/schema';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

@InputType({ description: 'An endpoint to register: where, and which events.' })
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: 'An http or https URL on a public address (unless WEBHOOK_ALLOW_PRIVATE).' })
  url!: string;

  @Field(() => [String], {
    description:
      'One or more of: enquiry.created, contact.created, ticket.created, ticket.assigned, ticket.closed, application.created, application.accepted, registration.created, feedback.created.',
  })
  events!: string[];
}

@ObjectType({ description: 'A new endpoint and its signing secret, which is never shown again.' })
export class CreatedWebhookEndpoint {
  @Field(() => String, { description: 'The Standard Webhooks secret (`whsec_…`) that signs every delivery; keep it now.' })
  secret!: string;

  @Field(() => WebhookEndpoint, { description: 'The endpoint registered.' })
  endpoint!: WebhookEndpoint;
}

@ObjectType({ description: 'One event on its way to one endpoint, with every try.' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery’s id, for resending it.' })
  id!: string;

  @Field(() => String, { description: 'The `webhook-id` header: the same on every try and on a resend.' })
  messageId!: string;

  @Field(() => ID, { description: 'The endpoint it goes to.' })
  endpointId!: string;

  @Field(() => String, { description: 'The event, e.g. enquiry.created.' })
  event!: string;

  @Field(() => String, { description: 'queued, running, retrying, done, skipped (the endpoint is gone or off) or failed (gave up).' })
  status!: string;

  @Field(() => Date, { description: 'When the event happened.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the next try is due, while it is queued or retrying.' })
  nextTryAt!: Date | null;

  @Field(() => [WebhookAttempt], { description: 'Every try, the latest first.' })
  attempts!: WebhookAttempt[];

  @Field(() => Int, { description: 'How many tries were made.' })
  attemptCount!: number;
}

@ArgsType()
export class WebhookDeliveryArgs {
  @Field(() => ID, { nullable: true, description: "Only this endpoint's deliveries." })
  endpointId?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  offset: number = 0;

  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE, description: 'Rows to answer, at most ADMIN_PAGE_MAX.' })
  limit: number = ADMIN_PAGE_SIZE;
}
