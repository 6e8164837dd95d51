import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
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
    if (!principal) throw new UnauthenticatedError();
    return sessionsOf(em, principal.accountId, principal.sessionId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends one of your own sessions: its token is refused from its next request, on every gateway.' })
  async endSession(@Arg('id', () => ID) id: string, @Ctx() { em, principal }: Context): Promise<boolean> {
    if (!principal) throw new UnauthenticatedError();
    await endOwnSession(em, principal.accountId, id);
    return true;
  }
}
