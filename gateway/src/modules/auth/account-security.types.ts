import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('AccountSessionInfo', { description: "One of the signed-in account's open sessions." })
export class AccountSessionInfo {
  @Field(() => ID, { description: "The session's id, for endSession." })
  id!: string;

  @Field(() => String, { description: 'Browser and system from the User-Agent at sign-in, e.g. "Chrome 131 on Windows".' })
  device!: string;

  @Field(() => String, { description: 'The address it signed in from.' })
  ip!: string;

  @Field(() => Date, { description: 'When it signed in.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'Its last request, to the minute.' })
  lastUsedAt!: Date;

  @Field(() => Boolean, { description: 'The session making this request.' })
  current!: boolean;
}
