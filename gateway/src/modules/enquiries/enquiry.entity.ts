import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Enquiry', { description: 'A quick enquiry sent from the floating "Enquiry Now!!" panel.' })
@Entity({ tableName: 'enquiries' })
@Index({
  name: 'enquiries_newest_first',
  expression: 'create index "enquiries_newest_first" on "enquiries" ("submitted_at" desc nulls last, "received_at" desc)',
})
export class Enquiry {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client's idempotency key: a replay returns this row instead of adding another. */
  @Property({ type: 'string', length: 64, unique: true })
  submissionId!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  enquiry!: string;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit (set by the client; may be earlier than receivedAt when sent from the offline outbox).' })
  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  remark: string = '';
}
