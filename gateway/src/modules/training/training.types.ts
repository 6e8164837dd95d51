import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';

@InputType('TrainingSessionInput')
export class TrainingSessionInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, a day in Asia/Kolkata.' })
  date!: string;

  @Field(() => String)
  time!: string;

  @Field(() => String)
  instructor!: string;

  // Float, not Int: a fraction or a negative reaches the shared rule, which answers with the form's own message.
  @Field(() => Float, { nullable: true, description: 'A positive whole number; null is reported as missing.' })
  capacity?: number | null;

  @Field(() => Float, { nullable: true, description: 'Update only (ignored on create, which starts at 0); null keeps the current count.' })
  registered?: number | null;
}

@InputType('TrainingRegistrationInput')
export class TrainingRegistrationInput {
  @Field(() => String)
  sessionTitle!: string;

  @Field(() => String, { description: "'Working Professional' or 'College Professor'." })
  role!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  contact!: string;

  @Field(() => String)
  workEmail!: string;

  @Field(() => String)
  organization!: string;

  @Field(() => String)
  employeeId!: string;
}

@ObjectType('TrainingRegistrationReceipt', { description: 'The receipt of a registration, with the reference to tell the visitor.' })
export class TrainingRegistrationReceipt extends SubmissionReceipt {
  @Field(() => String)
  reference!: string;

  @Field(() => String)
  sessionTitle!: string;
}
