import { Field, InputType } from 'type-graphql';

/** The text fields every feedback row keeps, trimmed; an optional one not given is kept empty. */
export const SHARED_FEEDBACK_FIELDS = [
  'eventTitle',
  'hodName',
  'hodEmail',
  'hodMobile',
  'principalName',
  'principalEmail',
  'principalMobile',
  'question1',
  'question2',
  'question3',
  'question4',
  'question5',
] as const;
export const EVENT_FEEDBACK_FIELDS = [...SHARED_FEEDBACK_FIELDS, 'studentName', 'studentEmail', 'studentMobile', 'collegeName'] as const;
export const PRESENTATION_FEEDBACK_FIELDS = [...SHARED_FEEDBACK_FIELDS, 'presentatorName', 'presentatorMobile'] as const;

// Decorated so the subclasses inherit its fields; no operation names it, so it is not in the schema itself.
@InputType()
abstract class FeedbackInputBase {
  @Field(() => String, { nullable: true })
  eventTitle?: string | null;

  @Field(() => String, { nullable: true })
  hodName?: string | null;

  @Field(() => String, { nullable: true })
  hodEmail?: string | null;

  @Field(() => String, { nullable: true })
  hodMobile?: string | null;

  @Field(() => String, { nullable: true })
  principalName?: string | null;

  @Field(() => String, { nullable: true })
  principalEmail?: string | null;

  @Field(() => String, { nullable: true })
  principalMobile?: string | null;

  @Field(() => String, { description: 'Excellent, Good, Average or Poor.' })
  question1!: string;

  @Field(() => String)
  question2!: string;

  @Field(() => String)
  question3!: string;

  @Field(() => String)
  question4!: string;

  @Field(() => String)
  question5!: string;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit, from the client.' })
  submittedAt?: Date | null;
}

@InputType('EventFeedbackInput')
export class EventFeedbackInput extends FeedbackInputBase {
  @Field(() => String)
  studentName!: string;

  @Field(() => String)
  studentEmail!: string;

  @Field(() => String)
  studentMobile!: string;

  @Field(() => String)
  collegeName!: string;
}

@InputType('PresentationFeedbackInput')
export class PresentationFeedbackInput extends FeedbackInputBase {
  @Field(() => String, { nullable: true })
  presentatorName?: string | null;

  @Field(() => String, { nullable: true })
  presentatorMobile?: string | null;
}
