import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238's defaults, which every authenticator app reads from the otpauth URL: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * How far a code may be from the server's clock: one step either side, so a phone whose clock is
 * up to 30 s off, or a code typed just as it changed, still signs in.
 */
export const TOTP_WINDOW_STEPS = 1;

const CODE = /^\d{6}$/;

/** A new shared secret, 160 random bits in base32 as apps expect (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URL an authenticator app scans; `label` names the account inside the app. */
export function totpUrl(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret, period: TOTP_PERIOD_SECONDS });
}

export interface TotpCheck {
  secret: string;
  code: string;
  /** Seconds since the epoch; the tests pass a fake clock. */
  nowSeconds: number;
  /** The last time step this secret signed in with: that step and earlier ones are refused (replay). */
  lastUsedStep: number | null;
}

/** The time step the code belongs to when it is valid and newer than the last one used, otherwise null. */
export async function matchTotp({ secret, code, nowSeconds, lastUsedStep }: TotpCheck): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!CODE.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: nowSeconds,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
