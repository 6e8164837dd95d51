import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './content-security-policy.js';

/** The site's helmet options: its content security policy; no cross-origin embedder policy, which would block the video and map frames. */
export const HELMET_OPTIONS = { contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false } as const;

/**
 * Helmet's headers, worked out once. Our helmet options depend on no request, so its middleware
 * sets the same headers every time; run once against a recorder, it tells us which.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}

/**
 * Helmet's headers on every answer, set as the reply's own headers. Running helmet's middleware per
 * request set them one by one on the raw response, which also sent every header Fastify wrote
 * afterwards through Node's slower path; a CPU profile of cached reads showed it among the largest
 * costs of a request (decision 036). @fastify/helmet, besides, builds the middleware again per
 * request (decision 020).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
