import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { accountOf } from '../../access/principal.js';
import type { Context } from '../../core/context.js';
import { UnauthenticatedError } from '../../core/errors.js';
import { AccountSessionInfo } from './account-security.types.js';
import { endOwnSession, sessionsOf } from './sessions.service.js';

/** Each account sees and ends only its own sessions. */
@Resolver()
export class SessionsResolver {
  @Authorized()
  @Query(() => [AccountSessionInfo], { description: "The signed-in account's open sessions, the most recently used first." })
  mySessions(@Ctx() { em, principal }: Context): Promise<AccountSessionInfo[]> {
    const account = accountOf(principal);
    if (!account) throw new UnauthenticatedError();
    return sessionsOf(em, account.accountId, account.sessionId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends one of your own sessions: its token is refused from its next request, on every gateway.' })
  async endSession(
    @Arg('id', () => ID, { description: 'The session to end, from mySessions.' }) id: string,
    @Ctx() { em, principal }: Context,
  ): Promise<boolean> {
    const account = accountOf(principal);
    if (!account) throw new UnauthenticatedError();
    await endOwnSession(em, account.accountId, id);
    return true;
  }
}
