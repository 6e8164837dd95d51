import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { recordAudit } from '../../access/audit.js';
import { accountOf } from '../../access/principal.js';
import type { Context } from '../../core/context.js';
import { clearTokenCookie, isSecureRequest, setTokenCookie } from '../../security/token-cookie.js';
import { LoginResult, Viewer } from './auth.types.js';
import { login } from './login.service.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description: "Signs a person in by account id or e-mail (`adminId`, the spec's name). Repeated failures from one address are throttled.",
  })
  async login(
    @Arg('adminId', () => String, { description: 'The account’s id or e-mail.' }) adminId: string,
    @Arg('password', () => String, { description: 'The account’s password.' }) password: string,
    @Arg('code', () => String, { nullable: true, description: 'A code from the authenticator app or a recovery code, when twoFactorRequired was answered.' })
    code: string | null | undefined,
    @Ctx() { em, ip, reply, services }: Context,
  ): Promise<LoginResult> {
    const result = await login(em, services, { adminId, password, code, ip, userAgent: reply.request.headers['user-agent'] });
    if (result.token) setTokenCookie(reply, result.token, isSecureRequest(reply.request, services.config.publicUrl));
    return result;
  }

  @Mutation(() => Boolean, { description: 'Ends the session: its token is refused from now on, on every gateway, and the cookie is cleared.' })
  async logout(@Ctx() { em, ip, reply, services }: Context): Promise<boolean> {
    await em.transactional(async (tem) => {
      const principal = await services.access.endSession(tem, reply.request);
      if (principal) recordAudit(tem, principal, { action: 'signOut', target: principal.accountId, ip });
    });
    clearTokenCookie(reply, isSecureRequest(reply.request, services.config.publicUrl));
    return true;
  }

  @Query(() => String, { nullable: true, description: "The signed-in person's account id, or null (also for an API key)." })
  currentAdmin(@Ctx() { principal }: Context): string | null {
    return accountOf(principal)?.accountId ?? null;
  }

  @Query(() => Viewer, {
    nullable: true,
    description: 'Who is signed in, with their role and permissions (`feature:read`, `feature:write`); null for a visitor and for an API key.',
  })
  viewer(@Ctx() { principal }: Context): Viewer | null {
    const account = accountOf(principal);
    return account ? Viewer.of(account) : null;
  }
}
