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

  @Field(() => String, { description: 'The head of department’s name.' })
  @Property({ type: 'text' })
  hodName!: string;

  @Field(() => String, { description: 'The head of department’s e-mail address.' })
  @Property({ type: 'text' })
  hodEmail!: string;

  @Field(() => String, { description: 'The head of department’s mobile number.' })
  @Property({ type: 'text' })
  hodMobile!: string;

  @Field(() => String, { description: 'The principal’s name.' })
  @Property({ type: 'text' })
  principalName!: string;

  @Field(() => String, { description: 'The principal’s e-mail address.' })
  @Property({ type: 'text' })
  principalEmail!: string;

  @Field(() => String, { description: 'The principal’s mobile number.' })
  @Property({ type: 'text' })
  principalMobile!: string;

  @Field(() => String, { description: 'A rating: Excellent, Good, Average or Poor.' })
  @Property({ type: 'string', length: 20 })
  question1!: string;

  @Field(() => String, { description: 'The answer to the form’s second question.' })
  @Property({ type: 'text' })
  question2!: string;

  @Field(() => String, { description: 'The answer to the form’s third question.' })
  @Property({ type: 'text' })
  question3!: string;

  @Field(() => String, { description: 'The answer to the form’s fourth question.' })
  @Property({ type: 'text' })
  question4!: string;

  @Field(() => String, { description: 'The answer to the form’s fifth question.' })
  @Property({ type: 'text' })
  question5!: string;
}
