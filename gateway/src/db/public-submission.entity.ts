import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property, QueryOrder } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * What every public submission stores: its id, the client's idempotency key (see create-once.ts)
 * and when it arrived. Each feature's entity extends it; no operation names it, so it is not a
 * type in the schema itself.
 */
@ObjectType()
export abstract class PublicSubmission {
  @Field(() => ID, { description: 'Its id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client's idempotency key: a replay returns this row instead of adding another. */
  @Property({ type: 'string', length: 64, unique: true })
  submissionId!: string;

  @Field(() => Date, { description: 'When the server received it.' })
  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}

/** Newest first by the visitor's own Submit time; rows without one (older clients) last. */
export const NEWEST_FIRST = { submittedAt: QueryOrder.DESC_NULLS_LAST, receivedAt: QueryOrder.DESC } as const;

/** A submission whose form also sends when the visitor pressed Submit. */
@ObjectType()
export abstract class ClientTimedSubmission extends PublicSubmission {
  @Field(() => Date, {
    nullable: true,
    description: 'When the visitor pressed Submit (set by the client; may be earlier than receivedAt when sent from the offline outbox).',
  })
  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;
}
