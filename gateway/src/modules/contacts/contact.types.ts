import { Field, InputType } from 'type-graphql';

@InputType('ContactInput', { description: 'A message, as the contact form sends it.' })
export class ContactInput {
  @Field(() => String, { description: 'The sender’s name.' })
  name!: string;

  @Field(() => String, { description: 'The sender’s e-mail address.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional; when given, 10 digits with an optional country code.' })
  mobile?: string | null;

  @Field(() => String, { description: 'The message.' })
  message!: string;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit, from the client.' })
  submittedAt?: Date | null;
}
