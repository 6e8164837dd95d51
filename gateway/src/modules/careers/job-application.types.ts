import { Field, InputType } from 'type-graphql';

@InputType('JobApplicationInput')
export class JobApplicationInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String, { description: 'The job role applied for, as listed by jobRoles; it must be accepting applications.' })
  category!: string;

  @Field(() => String, { nullable: true })
  coverLetter?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit, from the client.' })
  submittedAt?: Date | null;
}
