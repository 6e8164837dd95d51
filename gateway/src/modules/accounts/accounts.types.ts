import type { AccountRoleName } from '@site/schema';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AccountRole } from '../../access/account-role.type.js';
import type { Account } from '../../access/account.entity.js';

@ObjectType('Account', { description: 'A named person of the team, with a role.' })
export class AccountView {
  @Field(() => ID, { description: "The account's id; it can also sign in with it." })
  id!: string;

  @Field(() => String, { description: "The person's name." })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Unique whatever its case; the first Owner has none until given one.' })
  email!: string | null;

  @Field(() => AccountRole, { description: 'What the account may do.' })
  role!: AccountRoleName;

  @Field(() => Boolean, { description: 'A deactivated account cannot sign in, and its sessions ended when it was deactivated.' })
  active!: boolean;

  @Field(() => Boolean, { description: 'False until the invited person has chosen a password.' })
  passwordSet!: boolean;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: "Only in inviteAccount's answer, and only when e-mail cannot carry it (no SMTP_URL or PUBLIC_URL): the link to hand over, shown once.",
  })
  invitationLink!: string | null;

  static of(account: Account, invitationLink: string | null = null): AccountView {
    return Object.assign(new AccountView(), {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      active: account.active,
      passwordSet: account.passwordHash !== null,
      createdAt: account.createdAt,
      invitationLink,
    });
  }
}

@InputType('InviteAccountInput', { description: 'A person to invite: who, where to send the link, and their role.' })
export class InviteAccountInput {
  @Field(() => String, { description: "The person's name." })
  name!: string;

  @Field(() => String, { description: 'Their e-mail address, where the invitation link is sent; unique whatever its case.' })
  email!: string;

  @Field(() => AccountRole, { description: 'What the new account may do.' })
  role!: AccountRoleName;
}

@ObjectType('Invitation', { description: 'Whom an unused, unexpired invitation link is for.' })
export class InvitationView {
  @Field(() => String, { description: "The invited person's name." })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The address the invitation was sent to.' })
  email!: string | null;
}
