import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy.js';

/** Where `npm run build` writes the explorer (gateway/explorer): the same folder seen from src/ and from dist/. */
const EXPLORER_DIR = fileURLToPath(new URL('../../dist/explorer/', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The site's policy, with the fonts GraphiQL's stylesheet carries inline (as data: URLs) allowed on this page. */
const EXPLORER_POLICY = Object.entries({ ...contentSecurityPolicy, fontSrc: ["'self'", 'data:'] })
  // A null directive is one helmet leaves out (upgrade-insecure-requests, which would break the page over plain HTTP).
  .flatMap(([name, values]) => (values ? [[name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' ')] : []))
  .join(';');

/** A browser opening /graphql: a GET that asks for HTML and carries no operation. */
export function wantsExplorer(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return false;
  const { query, extensions } = request.query as Record<string, string | undefined>;
  return query === undefined && extensions === undefined;
}

/**
 * The GraphQL explorer: GraphiQL, bundled at build time and served from here with nothing loaded
 * from elsewhere, so it works offline and within the site's Content-Security-Policy. Returns what
 * answers a browser at /graphql; without a build it says how to make one.
 */
export async function registerGraphqlExplorer(app: FastifyInstance): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const page = existsSync(`${EXPLORER_DIR}index.html`) ? readFileSync(`${EXPLORER_DIR}index.html`) : undefined;
  if (!page) {
    return (_request, reply) =>
      reply.code(404).type('text/plain; charset=utf-8').send('The GraphQL explorer is not built: run "npm run build". POST /graphql answers operations.');
  }
  await app.register(fastifyStatic, {
    root: `${EXPLORER_DIR}assets`,
    prefix: '/graphql/explorer/assets/',
    decorateReply: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  return (_request, reply) =>
    reply.header('cache-control', 'no-cache').header('content-security-policy', EXPLORER_POLICY).type('text/html; charset=utf-8').send(page);
}
