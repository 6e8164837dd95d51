import type { EntityManager } from '@mikro-orm/postgresql';
import { INVALID_TWO_FACTOR_CODE_MESSAGE } from '@site/schema';
import { ConflictError, InvalidError } from '../../core/errors.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from '../../security/recovery-codes.js';
import { matchTotp, newTotpSecret, totpUrl } from '../../security/totp.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TwoFactorSecret } from './two-factor.entity.js';
import { GatewaySetting } from '../../db/gateway-setting.entity.js';

export const TWO_FACTOR_ISSUER = 'SVR Robotics';
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on for this account.';
export const TWO_FACTOR_NOT_STARTED_MESSAGE = 'Start setting up two-factor sign-in first.';
export const TWO_FACTOR_OWN_FIRST_MESSAGE = 'Turn on two-factor sign-in for your own account first.';
export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is not on for this account.';

/** Seconds since the epoch; tests pass a fake clock. */
export type Clock = () => number;
const systemClock: Clock = () => Math.floor(Date.now() / 1000);

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

async function confirmedSecret(em: EntityManager, accountId: string): Promise<TwoFactorSecret | null> {
  return em.findOne(TwoFactorSecret, { accountId, confirmedAt: { $ne: null } });
}

export async function isTwoFactorOn(em: EntityManager, accountId: string): Promise<boolean> {
  return (await confirmedSecret(em, accountId)) !== null;
}

/** How many unused recovery codes the account has left. */
export function recoveryCodesLeft(em: EntityManager, accountId: string): Promise<number> {
  return em.count(RecoveryCode, { accountId, usedAt: null });
}

const REQUIRED_SETTING = 'two-factor-required';

/** Whether the Owner requires two-factor sign-in of every account. */
export async function isTwoFactorRequired(em: EntityManager): Promise<boolean> {
  return (await em.findOne(GatewaySetting, { name: REQUIRED_SETTING }))?.value === 'true';
}

/** Only an Owner who has two-factor sign-in can require it, so the setting never locks its own setter into setup. */
export async function setTwoFactorRequired(em: EntityManager, ownerId: string, required: boolean): Promise<void> {
  if (required && !(await isTwoFactorOn(em, ownerId))) throw new ConflictError(TWO_FACTOR_OWN_FIRST_MESSAGE);
  await em.upsert(GatewaySetting, { name: REQUIRED_SETTING, value: String(required) });
}

/** A new secret waiting for its first code; starting again before confirming replaces it. */
export async function startTwoFactor(em: EntityManager, accountId: string, label: string): Promise<TwoFactorSetup> {
  if (await isTwoFactorOn(em, accountId)) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  await em.upsert(TwoFactorSecret, { accountId, secret, confirmedAt: null, lastUsedStep: null, createdAt: new Date() });
  return { secret, otpauthUrl: totpUrl(secret, TWO_FACTOR_ISSUER, label) };
}

/**
 * Turns two-factor sign-in on once the app shows a matching code, and answers ten fresh recovery
 * codes: the only time they are ever shown.
 */
export async function confirmTwoFactor(em: EntityManager, accountId: string, code: string, now: Clock = systemClock): Promise<string[]> {
  const pending = await em.findOne(TwoFactorSecret, { accountId });
  if (!pending) throw new ConflictError(TWO_FACTOR_NOT_STARTED_MESSAGE);
  if (pending.confirmedAt) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const step = await matchTotp({ secret: pending.secret, code, nowSeconds: now(), lastUsedStep: null });
  if (step === null) throw new InvalidError({ code: INVALID_TWO_FACTOR_CODE_MESSAGE });
  const codes = newRecoveryCodes();
  await em.transactional(async (tem) => {
    await tem.nativeUpdate(TwoFactorSecret, { accountId }, { confirmedAt: new Date(), lastUsedStep: step });
    await tem.nativeDelete(RecoveryCode, { accountId });
    await tem.insertMany(
      RecoveryCode,
      codes.map((plain) => ({ codeHash: hashRecoveryCode(plain), accountId, usedAt: null })),
    );
  });
  return codes;
}

/**
 * Checks a second factor: a current authenticator code not used before, or an unused recovery
 * code, which is used up by this. Both are single use on every gateway at once: the row is
 * claimed by one conditional update, so two requests with one code cannot both pass.
 */
export async function checkSecondFactor(em: EntityManager, accountId: string, code: string, now: Clock = systemClock): Promise<boolean> {
  if (looksLikeRecoveryCode(code)) {
    const used = await em.nativeUpdate(RecoveryCode, { codeHash: hashRecoveryCode(code), accountId, usedAt: null }, { usedAt: new Date() });
    return used === 1;
  }
  const credential = await confirmedSecret(em, accountId);
  if (!credential) return false;
  const step = await matchTotp({ secret: credential.secret, code, nowSeconds: now(), lastUsedStep: credential.lastUsedStep });
  if (step === null) return false;
  const claimed = await em.nativeUpdate(
    TwoFactorSecret,
    { accountId, confirmedAt: { $ne: null }, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
    { lastUsedStep: step },
  );
  return claimed === 1;
}

/** Turns two-factor sign-in off; a code (or recovery code) proves the phone or the paper is at hand. */
export async function turnOffTwoFactor(em: EntityManager, accountId: string, code: string, now: Clock = systemClock): Promise<void> {
  if (!(await isTwoFactorOn(em, accountId))) throw new ConflictError(TWO_FACTOR_OFF_MESSAGE);
  if (!(await checkSecondFactor(em, accountId, code, now))) throw new InvalidError({ code: INVALID_TWO_FACTOR_CODE_MESSAGE });
  await em.transactional(async (tem) => {
    await tem.nativeDelete(TwoFactorSecret, { accountId });
    await tem.nativeDelete(RecoveryCode, { accountId });
  });
}
