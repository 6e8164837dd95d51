import { Field, InputType } from 'type-graphql';

@InputType('ContactInput')
export class ContactInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional; when given, 10 digits with an optional country code.' })
  mobile?: string | null;

  @Field(() => String)
  message!: string;

  @Field(() => Date, { nullable: true, description: 'When the visitor pressed Submit, from the client.' })
  submittedAt?: Date | null;
}
