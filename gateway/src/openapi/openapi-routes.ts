import type { FastifyInstance } from 'fastify';
import { precompress, sendPrecompressed } from '../http/precompressed-file.js';
import { object } from './json-schema.js';
import { type ApiDescription, openApiDocument, openApiPath } from './openapi-document.js';
import { referencePage } from './reference-page.js';
import type { ApiRouteDoc } from './route-doc.js';

const DOCS_ROUTES: readonly ApiRouteDoc[] = [
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document',
    access: 'public',
    answer: () => ({ type: 'object', description: 'An OpenAPI 3.1 document.' }),
  },
  { method: 'GET', path: '/api/docs', summary: 'This document as a page to read', access: 'public', answerType: 'text/html', answer: () => object({}) },
];

/** A route as Fastify registered it. */
export interface ServedRoute {
  method: string;
  url: string;
}

/** Calls served but not described, and described but not served, as `METHOD /path` lines. */
export function undescribedRoutes(document: Pick<ReturnType<typeof openApiDocument>, 'paths'>, served: readonly ServedRoute[]): string[] {
  const servedCalls = new Set(served.filter(({ method }) => method !== 'HEAD').map(({ method, url }) => `${method} ${openApiPath(url)}`));
  const described = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)),
  );
  return [
    ...[...servedCalls].filter((call) => !described.has(call)).map((call) => `not described: ${call}`),
    ...[...described].filter((call) => !servedCalls.has(call)).map((call) => `not served: ${call}`),
  ];
}

/** Collects the /api routes as they are registered, for `registerApiDocs` to check against the document. */
export function collectApiRoutes(app: FastifyInstance): ServedRoute[] {
  const served: ServedRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    if (!url.startsWith('/api/')) return;
    for (const one of Array.isArray(method) ? method : [method]) served.push({ method: one, url });
  });
  return served;
}

/**
 * `/api/openapi.json` and its reference page `/api/docs`. Both are built once at start from the
 * route rows and compressed then; they change only with a new release. A gateway with an /api route
 * the document leaves out (or a description of a route it does not serve) refuses to start.
 */
export function registerApiDocs(app: FastifyInstance, description: ApiDescription, served: readonly ServedRoute[]): void {
  const document = openApiDocument({ ...description, routes: [...description.routes, ...DOCS_ROUTES] });
  const missing = undescribedRoutes(document, [...served, ...DOCS_ROUTES.map(({ method, path }) => ({ method, url: path }))]);
  if (missing.length > 0) throw new Error(`/api/openapi.json does not match the /api routes: ${missing.join('; ')}.`);
  const json = precompress(Buffer.from(JSON.stringify(document)), 'application/json; charset=utf-8');
  const page = precompress(Buffer.from(referencePage(document as unknown as Parameters<typeof referencePage>[0])), 'text/html; charset=utf-8');
  app.get('/api/openapi.json', { config: { addressLimit: true } }, (request, reply) =>
    sendPrecompressed(request, reply.header('cache-control', 'no-cache'), json),
  );
  app.get('/api/docs', { config: { addressLimit: true } }, (request, reply) => sendPrecompressed(request, reply.header('cache-control', 'no-cache'), page));
}
