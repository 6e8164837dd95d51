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
  @Field(() => String, { nullable: true, description: 'The event the feedback is about.' })
  eventTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'The head of department’s name.' })
  hodName?: string | null;

  @Field(() => String, { nullable: true, description: 'The head of department’s e-mail address.' })
  hodEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'The head of department’s mobile number.' })
  hodMobile?: string | null;

  @Field(() => String, { nullable: true, description: 'The principal’s name.' })
  principalName?: string | null;

  @Field(() => String, { nullable: true, description: 'The principal’s e-mail address.' })
  principalEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'The principal’s mobile number.' })
  principalMobile?: string | null;

  @Field(() => String, { description: 'Excellent, Good, Average or Poor.' })
  question1!: string;

  @Field(() => String, { description: 'The answer to the form’s second question.' })
  question2!: string;

  @Field(() => String, { description: 'The answer to the form’s third question.' })
  question3!: string;

  @Field(() => String, { description: 'The answer to the form’s fourth question.' })
  question4!: string;

  @Field(() => String, { description: 'The answer to the form’s fifth question.' })
  question5!: string;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit, from the client.' })
  submittedAt?: Date | null;
}

@InputType('EventFeedbackInput', { description: 'Feedback on an event, as its form sends it.' })
export class EventFeedbackInput extends FeedbackInputBase {
  @Field(() => String, { description: 'The student’s name.' })
  studentName!: string;

  @Field(() => String, { description: 'The student’s e-mail address.' })
  studentEmail!: string;

  @Field(() => String, { description: 'The student’s mobile number.' })
  studentMobile!: string;

  @Field(() => String, { description: 'The college’s name.' })
  collegeName!: string;
}

@InputType('PresentationFeedbackInput', { description: 'Feedback on a presentation, as its form sends it.' })
export class PresentationFeedbackInput extends FeedbackInputBase {
  @Field(() => String, { nullable: true, description: 'The presenter’s name.' })
  presentatorName?: string | null;

  @Field(() => String, { nullable: true, description: 'The presenter’s mobile number.' })
  presentatorMobile?: string | null;
}
