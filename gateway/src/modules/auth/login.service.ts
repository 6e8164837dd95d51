import { hasErrors, INVALID_CREDENTIALS_MESSAGE, validateLogin } from '@site/schema';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { clearTokenCookie, setTokenCookie, tokenFromRequest } from '../../security/token-cookie.js';
import type { Context } from '../../core/context.js';
import { InvalidError, TooManyRequestsError } from '../../core/errors.js';
import { AdminAccount } from './admin-account.entity.js';
import { type LoginResult, LoginStatus } from './auth.types.js';

// Verifying against a real hash when the admin id is unknown keeps the answer time the same either way.
const unknownAdminHash = hashPassword('unknown-admin');

export async function login(ctx: Context, adminId: string, password: string): Promise<LoginResult> {
  const errors = validateLogin({ adminId, password });
  if (hasErrors(errors)) throw new InvalidError(errors);
  const { loginThrottle, tokens } = ctx.services;
  const id = adminId.trim();
  const wait = await loginThrottle.retryAfter(ctx.ip, id);
  if (wait > 0) throw new TooManyRequestsError(wait);

  const account = await ctx.em.findOne(AdminAccount, { adminId: id });
  const valid = await verifyPassword(account?.passwordHash ?? (await unknownAdminHash), password);
  if (!account || !valid) {
    await loginThrottle.recordFailure(ctx.ip, id);
    return { status: LoginStatus.failure, token: null, message: INVALID_CREDENTIALS_MESSAGE };
  }
  await loginThrottle.recordSuccess(ctx.ip, id);
  const token = await tokens.issue(account.adminId);
  setTokenCookie(ctx.reply, token, isSecure(ctx));
  return { status: LoginStatus.success, token, message: null };
}

export async function logout(ctx: Context): Promise<boolean> {
  await ctx.services.tokens.revoke(tokenFromRequest(ctx.reply.request));
  clearTokenCookie(ctx.reply, isSecure(ctx));
  return true;
}

function isSecure(ctx: Context): boolean {
  return ctx.reply.request.protocol === 'https' || ctx.services.config.publicUrl?.startsWith('https:') === true;
}
