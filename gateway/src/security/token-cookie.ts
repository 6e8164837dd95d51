import { TOKEN_COOKIE_NAME, TOKEN_COOKIE_PATH } from '@site/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_TTL_SECONDS } from './tokens.js';

/** HttpOnly and SameSite=Strict: page scripts cannot read it and other sites cannot send it. */
export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(TOKEN_COOKIE_NAME, token, {
    path: TOKEN_COOKIE_PATH,
    maxAge: TOKEN_TTL_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/** Secure over HTTPS, also when a proxy ends TLS in front of a public HTTPS address. */
export function isSecureRequest(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || publicUrl?.startsWith('https:') === true;
}

export function clearTokenCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(TOKEN_COOKIE_NAME, { path: TOKEN_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
}

/** The credential of an `Authorization: Bearer …` value; undefined for anything else. */
export function bearerOf(authorization: string | undefined): string | undefined {
  if (!authorization?.startsWith('Bearer ')) return undefined;
  return authorization.slice('Bearer '.length).trim() || undefined;
}

/** The bearer header first (integrators and the legacy client), then the cookie (the PWA). */
export function tokenFromRequest(request: FastifyRequest): string | undefined {
  return bearerOf(request.headers.authorization) ?? (request.cookies[TOKEN_COOKIE_NAME] || undefined);
}
