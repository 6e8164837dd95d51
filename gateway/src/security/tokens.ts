import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_COOKIE_DAYS } from '@site/schema';
import type { RevokedTokens } from './revoked-tokens.js';

export const TOKEN_TTL_SECONDS = TOKEN_COOKIE_DAYS * 24 * 60 * 60;
const ISSUER = 'site-gateway';

export interface TokenService {
  issue(adminId: string): Promise<string>;
  /** The admin id the token was issued to, or null for a missing, forged or expired token. */
  verify(token: string | undefined): Promise<string | null>;
  /** Refuses the token from now on, on every gateway; a token that does not verify is ignored. */
  revoke(token: string | undefined): Promise<void>;
}

export function createTokenService(secret: string, revoked: RevokedTokens): TokenService {
  const key = new TextEncoder().encode(secret);
  const claims = async (token: string | undefined) => {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      return payload.sub && payload.jti && payload.exp ? { adminId: payload.sub, jti: payload.jti, exp: payload.exp } : null;
    } catch {
      return null;
    }
  };
  return {
    issue(adminId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(adminId)
        .setIssuer(ISSUER)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      const valid = await claims(token);
      if (!valid || (await revoked.has(valid.jti))) return null;
      return valid.adminId;
    },
    async revoke(token) {
      const valid = await claims(token);
      if (valid) await revoked.add(valid.jti, new Date(valid.exp * 1000));
    },
  };
}
