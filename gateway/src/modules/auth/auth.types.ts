import { Field, ObjectType } from 'type-graphql';

export const LoginStatus = { success: 'success', failure: 'failure' } as const;

@ObjectType('LoginResult', { description: "The specification's {status, token}: status is 'success' or 'failure'." })
export class LoginResult {
  @Field(() => String)
  status!: string;

  @Field(() => String, { nullable: true, description: 'Also set as the HttpOnly `token` cookie.' })
  token!: string | null;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => Boolean, {
    description: 'The password was right but the account also needs a code from its authenticator app (or a recovery code): sign in again with `code`.',
  })
  twoFactorRequired!: boolean;
}
