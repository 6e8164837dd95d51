import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * What event and presentation feedback share: the event, the optional HOD and principal details, the
 * five questions. Decorated so the subclasses' GraphQL types inherit its fields; no operation names it,
 * so it is not in the schema itself.
 */
@ObjectType()
export abstract class FeedbackBase {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client's idempotency key: a replay returns this row instead of adding another. */
  @Property({ type: 'string', length: 64, unique: true })
  submissionId!: string;

  @Field(() => String, { description: 'Set by the page the form is on.' })
  @Property({ type: 'text' })
  eventTitle!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  hodName!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  hodEmail!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  hodMobile!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  principalName!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  principalEmail!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  principalMobile!: string;

  @Field(() => String, { description: 'A rating: Excellent, Good, Average or Poor.' })
  @Property({ type: 'string', length: 20 })
  question1!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  question2!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  question3!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  question4!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  question5!: string;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit (set by the client; may be much earlier than receivedAt when filled offline).' })
  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}
