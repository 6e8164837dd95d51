import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('ContactSubmission', { description: "An inquiry sent with the Contact page's 'Get In Touch' form." })
@Entity({ tableName: 'contact_submissions' })
@Index({
  name: 'contact_submissions_newest_first',
  expression: 'create index "contact_submissions_newest_first" on "contact_submissions" ("submitted_at" desc nulls last, "received_at" desc)',
})
export class ContactSubmission {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client's idempotency key: a replay returns this row instead of adding another. */
  @Property({ type: 'string', length: 64, unique: true })
  submissionId!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: "Empty when the visitor gave none; the admin view's phone." })
  @Property({ type: 'string', length: 20, default: '' })
  mobile: string = '';

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

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
