import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

/** "Forgot password?": open to visitors, since the person asking cannot sign in. */
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'E-mails a one-time link (valid 1 hour) to choose a new password when an active account has this address; answers true either way, so nobody learns which addresses have accounts. Throttled per e-mail and per client address.',
  })
  async requestPasswordReset(
    @Arg('email', () => String, { description: "The account's e-mail address." }) email: string,
    @Ctx() { em, ip, services }: Context,
  ): Promise<boolean> {
    await requestPasswordReset(em, services, { email, ip });
    return true;
  }

  @Mutation(() => Boolean, { description: "Sets a new password with a reset link's token, once; ends every session of the account." })
  async resetPassword(
    @Arg('token', () => String, { description: 'The token from the reset link.' }) token: string,
    @Arg('password', () => String, { description: 'The new password.' }) password: string,
    @Ctx() { em, ip, services }: Context,
  ): Promise<boolean> {
    await resetPassword(em, services, { token, password, ip });
    return true;
  }
}
