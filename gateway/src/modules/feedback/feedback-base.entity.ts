import { Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ClientTimedSubmission } from '../../db/public-submission.entity.js';

/**
 * What event and presentation feedback share: the event, the optional HOD and principal details, the
 * five questions. Decorated so the subclasses' GraphQL types inherit its fields; no operation names it,
 * so it is not in the schema itself.
 */
@ObjectType()
export abstract class FeedbackBase extends ClientTimedSubmission {
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
}
