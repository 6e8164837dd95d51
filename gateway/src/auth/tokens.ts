import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_COOKIE_DAYS } from '@site/schema';

export const TOKEN_TTL_SECONDS = TOKEN_COOKIE_DAYS * 24 * 60 * 60;
const ISSUER = 'site-gateway';

export interface TokenService {
  issue(adminId: string): Promise<string>;
  /** The admin id the token was issued to, or null for a missing, forged or expired token. */
  verify(token: string | undefined): Promise<string | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue(adminId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(adminId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}
