import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';

@InputType('TrainingSessionInput', { description: 'A training session’s details, as the admin enters them.' })
export class TrainingSessionInput {
  @Field(() => String, { description: 'Its title.' })
  title!: string;

  @Field(() => String, { description: 'What the session covers.' })
  description!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, a day in Asia/Kolkata.' })
  date!: string;

  @Field(() => String, { description: 'When it starts, as the admin wrote it.' })
  time!: string;

  @Field(() => String, { description: 'Who teaches it.' })
  instructor!: string;

  // Float, not Int: a fraction or a negative reaches the shared rule, which answers with the form's own message.
  @Field(() => Float, { nullable: true, description: 'A positive whole number; null is reported as missing.' })
  capacity?: number | null;

  @Field(() => Float, { nullable: true, description: 'Update only (ignored on create, which starts at 0); null keeps the current count.' })
  registered?: number | null;
}

@InputType('TrainingRegistrationInput', { description: 'A registration for a training session, as its form sends it.' })
export class TrainingRegistrationInput {
  @Field(() => String, { description: 'The training session’s title.' })
  sessionTitle!: string;

  @Field(() => String, { description: "'Working Professional' or 'College Professor'." })
  role!: string;

  @Field(() => String, { description: 'The person’s full name.' })
  fullName!: string;

  @Field(() => String, { description: 'The registrant’s phone number.' })
  contact!: string;

  @Field(() => String, { description: 'The registrant’s work e-mail address.' })
  workEmail!: string;

  @Field(() => String, { description: 'The registrant’s organisation.' })
  organization!: string;

  @Field(() => String, { description: 'The registrant’s employee or student id.' })
  employeeId!: string;
}

@ObjectType('TrainingRegistrationReceipt', { description: 'The receipt of a registration, with the reference to tell the visitor.' })
export class TrainingRegistrationReceipt extends SubmissionReceipt {
  @Field(() => String, { description: 'The registration’s reference, as the registrant is told it.' })
  reference!: string;

  @Field(() => String, { description: 'The training session’s title.' })
  sessionTitle!: string;
}
