import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** One try of one webhook delivery (a `webhook` job): when, the receiver's HTTP status and the start of its answer, or why there was none. */
@ObjectType({ description: 'One try of a webhook delivery.' })
@Entity({ tableName: 'webhook_attempts' })
@Index({ name: 'webhook_attempts_job', properties: ['jobId'] })
export class WebhookAttempt {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  jobId!: number;

  @Field(() => Date, { description: 'When the try began.' })
  @Property({ type: 'datetime' })
  attemptedAt: Date = new Date();

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when it could not be reached." })
  @Property({ type: 'integer', nullable: true })
  status: number | null = null;

  @Field(() => String, { description: "The start of the receiver's answer, or why it could not be reached." })
  @Property({ type: 'text' })
  answer: string = '';

  @Field(() => Int, { description: 'How long the receiver took to answer, in milliseconds.' })
  @Property({ type: 'integer' })
  durationMs: number = 0;
}
