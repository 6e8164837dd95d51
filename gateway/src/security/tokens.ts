import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_COOKIE_DAYS } from '@site/schema';

export const TOKEN_TTL_SECONDS = TOKEN_COOKIE_DAYS * 24 * 60 * 60;
const ISSUER = 'site-gateway';

/** What a genuine token says: whose it is and which session it names. */
export interface TokenClaims {
  accountId: string;
  sessionId: string;
}

/** Signs and reads session tokens; whether the session is still open is the database's to say. */
export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a token this gateway's secret signed and that has not expired, else null. */
  read(token: string | undefined): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ accountId, sessionId }, expiresAt) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async read(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return payload.sub && payload.jti ? { accountId: payload.sub, sessionId: payload.jti } : null;
      } catch {
        return null;
      }
    },
  };
}
