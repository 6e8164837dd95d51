import type { AccountRoleName, Permission } from '@site/schema';
import { Field, ID, ObjectType } from 'type-graphql';
import { AccountRole } from '../../access/account-role.type.js';
import type { AccountPrincipal } from '../../access/principal.js';

export const LoginStatus = { success: 'success', failure: 'failure' } as const;

@ObjectType('LoginResult', { description: "The specification's {status, token}: status is 'success' or 'failure'." })
export class LoginResult {
  @Field(() => String, { description: 'Whether sign-in succeeded: success or failure.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Also set as the HttpOnly `token` cookie.' })
  token!: string | null;

  @Field(() => String, { nullable: true, description: 'Why sign-in failed; null when it succeeded.' })
  message!: string | null;

  @Field(() => Boolean, {
    description: 'The password was right but the account also needs a code from its authenticator app (or a recovery code): sign in again with `code`.',
  })
  twoFactorRequired!: boolean;
}

/** The signed-in person, as the dashboard needs them to show only what their role may open. */
@ObjectType('Viewer', { description: 'The signed-in person, with what their role may open.' })
export class Viewer {
  @Field(() => ID, { description: "Their account's id." })
  id!: string;

  @Field(() => String, { description: 'Their name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Their e-mail; null for a first Owner not yet given one.' })
  email!: string | null;

  @Field(() => AccountRole, { description: "Their account's role." })
  role!: AccountRoleName;

  @Field(() => [String], { description: '`feature:read` and `feature:write` strings, from the permission table.' })
  permissions!: Permission[];

  static of(principal: AccountPrincipal): Viewer {
    return Object.assign(new Viewer(), {
      id: principal.accountId,
      name: principal.name,
      email: principal.email,
      role: principal.role,
      permissions: [...principal.permissions].sort(),
    });
  }
}
