import type { AccountRoleName } from '@site/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AccountRole } from '../../access/account-role.type.js';
import type { Context } from '../../core/context.js';
import { acceptInvitation, invitationFor, inviteAccount, listAccounts, setAccountActive, setAccountRole } from './accounts.service.js';
import { AccountView, InvitationView, InviteAccountInput } from './accounts.types.js';

@Resolver()
export class AccountsResolver {
  @Authorized('accounts:read')
  @Query(() => [AccountView], { description: 'Owner. Every team account, oldest first.' })
  async accounts(@Ctx() { em }: Context): Promise<AccountView[]> {
    return (await listAccounts(em)).map((account) => AccountView.of(account));
  }

  @Authorized('accounts:write')
  @Mutation(() => AccountView, {
    description:
      'Owner. A new account without a password and a one-time link, valid for 48 hours, to choose one: e-mailed, or answered as `invitationLink` when e-mail is off.',
  })
  async inviteAccount(
    @Arg('input', () => InviteAccountInput, { description: 'Who to invite, and their role.' }) input: InviteAccountInput,
    @Ctx() { em, services }: Context,
  ): Promise<AccountView> {
    const { account, link } = await inviteAccount(em, services, input);
    return AccountView.of(account, link);
  }

  @Authorized('accounts:write')
  @Mutation(() => AccountView, { description: 'Owner. The last active Owner cannot be demoted.' })
  async setAccountRole(
    @Arg('id', () => ID, { description: 'The account to change.' }) id: string,
    @Arg('role', () => AccountRole, { description: 'Its new role.' }) role: AccountRoleName,
    @Ctx() { em }: Context,
  ): Promise<AccountView> {
    return AccountView.of(await setAccountRole(em, id, role));
  }

  @Authorized('accounts:write')
  @Mutation(() => AccountView, {
    description: "Owner. Deactivating ends all the account's sessions at once, on every gateway; the last active Owner cannot be deactivated.",
  })
  async setAccountActive(
    @Arg('id', () => ID, { description: 'The account to change.' }) id: string,
    @Arg('active', () => Boolean, { description: 'False to deactivate it, true to let it sign in again.' }) active: boolean,
    @Ctx() { em, services }: Context,
  ): Promise<AccountView> {
    return AccountView.of(await setAccountActive(em, services.access, id, active));
  }

  @Query(() => InvitationView, { description: 'Whom an invitation link is for; refused when it is unknown, used or expired.' })
  async invitation(
    @Arg('token', () => String, { description: 'The token from the invitation link.' }) token: string,
    @Ctx() { em, services }: Context,
  ): Promise<InvitationView> {
    const account = await invitationFor(em, services.links, token);
    return Object.assign(new InvitationView(), { name: account.name, email: account.email });
  }

  @Mutation(() => Boolean, { description: 'Chooses the password of an invited account with its link, once; then the person signs in with login.' })
  async acceptInvitation(
    @Arg('token', () => String, { description: 'The token from the invitation link.' }) token: string,
    @Arg('password', () => String, { description: 'The password the person chooses.' }) password: string,
    @Ctx() { em, services }: Context,
  ): Promise<boolean> {
    await acceptInvitation(em, services, token, password);
    return true;
  }
}
