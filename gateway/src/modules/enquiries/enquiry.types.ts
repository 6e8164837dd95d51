import { Field, InputType } from 'type-graphql';

@InputType('EnquiryInput', { description: 'A quick enquiry, as its form sends it.' })
export class EnquiryInput {
  @Field(() => String, { description: 'The visitor’s name.' })
  name!: string;

  @Field(() => String, { description: 'The visitor’s e-mail address.' })
  email!: string;

  @Field(() => String, { description: 'The visitor’s phone number.' })
  phone!: string;

  @Field(() => String, { description: 'What the visitor asks.' })
  enquiry!: string;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit, from the client.' })
  submittedAt?: Date | null;
}
