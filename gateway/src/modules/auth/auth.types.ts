import { Field, ObjectType } from 'type-graphql';

export const LoginStatus = { success: 'success', failure: 'failure' } as const;

@ObjectType('LoginResult', { description: "The specification's {status, token}: status is 'success' or 'failure'." })
export class LoginResult {
  @Field(() => String, { description: 'Whether sign-in succeeded: success or failure.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Also set as the HttpOnly `token` cookie.' })
  token!: string | null;

  @Field(() => String, { nullable: true, description: 'Why sign-in failed; null when it succeeded.' })
  message!: string | null;
}
