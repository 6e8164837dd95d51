import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type AccountPrincipal, accountOf } from '../../access/principal.js';
import type { Context } from '../../core/context.js';
import { UnauthenticatedError } from '../../core/errors.js';
import {
  confirmTwoFactor,
  isTwoFactorOn,
  isTwoFactorRequired,
  recoveryCodesLeft,
  setTwoFactorRequired,
  startTwoFactor,
  turnOffTwoFactor,
} from './two-factor.service.js';
import { TwoFactorConfirmation, TwoFactorSetupType, TwoFactorStatus } from './two-factor.types.js';

// The guard already refuses a key here (these calls name no permission); a person is what is left.
function signedIn({ principal }: Context): AccountPrincipal {
  const account = accountOf(principal);
  if (!account) throw new UnauthenticatedError();
  return account;
}

/** Each account sets up its own two-factor sign-in; nobody can do it for another. */
@Resolver()
export class TwoFactorResolver {
  @Authorized()
  @Query(() => TwoFactorStatus, { description: "The signed-in account's two-factor sign-in." })
  async twoFactorStatus(@Ctx() context: Context): Promise<TwoFactorStatus> {
    const { accountId } = signedIn(context);
    return {
      enabled: await isTwoFactorOn(context.em, accountId),
      recoveryCodesLeft: await recoveryCodesLeft(context.em, accountId),
      required: await isTwoFactorRequired(context.em),
    };
  }

  @Authorized()
  @Mutation(() => TwoFactorSetupType, { description: 'Starts setting up two-factor sign-in with a new secret; it is on once confirmTwoFactor gets a code.' })
  startTwoFactor(@Ctx() context: Context): Promise<TwoFactorSetupType> {
    const { accountId, email } = signedIn(context);
    return startTwoFactor(context.em, accountId, email ?? accountId);
  }

  @Authorized()
  @Mutation(() => TwoFactorConfirmation, {
    description: 'Turns two-factor sign-in on with a code from the app; answers the recovery codes, shown only this once.',
  })
  async confirmTwoFactor(
    @Arg('code', () => String, { description: 'A current code from the authenticator app.' }) code: string,
    @Ctx() context: Context,
  ): Promise<TwoFactorConfirmation> {
    return { recoveryCodes: await confirmTwoFactor(context.em, signedIn(context).accountId, code) };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turns two-factor sign-in off; needs a current code or a recovery code.' })
  async turnOffTwoFactor(
    @Arg('code', () => String, { description: 'A current code from the app, or a recovery code.' }) code: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    await turnOffTwoFactor(context.em, signedIn(context).accountId, code);
    return true;
  }

  @Authorized('accounts:write')
  @Mutation(() => Boolean, { description: 'Owner. The setting: require two-factor sign-in of every account. Answers the setting.' })
  async setTwoFactorRequired(
    @Arg('required', () => Boolean, { description: 'True to require it of every account, false to leave it to each.' }) required: boolean,
    @Ctx() context: Context,
  ): Promise<boolean> {
    await setTwoFactorRequired(context.em, signedIn(context).accountId, required);
    return required;
  }
}
