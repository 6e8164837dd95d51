import { Field, InputType } from 'type-graphql';

@InputType('JobApplicationInput', { description: 'A job application, as the careers form sends it.' })
export class JobApplicationInput {
  @Field(() => String, { description: 'The applicant’s name.' })
  name!: string;

  @Field(() => String, { description: 'The applicant’s e-mail address.' })
  email!: string;

  @Field(() => String, { description: 'The applicant’s phone number.' })
  phone!: string;

  @Field(() => String, { description: 'The job role applied for, as listed by jobRoles; it must be accepting applications.' })
  category!: string;

  @Field(() => String, { nullable: true, description: 'The cover letter, if any.' })
  coverLetter?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit, from the client.' })
  submittedAt?: Date | null;
}
