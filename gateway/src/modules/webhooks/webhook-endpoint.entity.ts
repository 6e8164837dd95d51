import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * Where the team's other systems want events POSTed. The secret signs every delivery, so it is
 * stored as it is (not hashed), and no query ever answers it: it is shown once, on creation.
 */
@ObjectType({ description: 'A receiver of signed webhook deliveries.' })
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  @Field(() => ID, { description: 'The endpoint’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Where each event is POSTed.' })
  @Property({ type: 'text' })
  url!: string;

  @Field(() => [String], { description: 'The events it receives, e.g. enquiry.created, ticket.closed.' })
  @Property({ type: 'json' })
  events: string[] = [];

  /** `whsec_` and the base64 key (Standard Webhooks). */
  @Property({ type: 'text' })
  secret!: string;

  @Field(() => Boolean, { description: 'Whether events are delivered to it.' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Field(() => Date, { description: 'When it was registered.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
