import type { ApolloServer } from '@apollo/server';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Access } from '../access/access.js';
import { requirePermissions } from '../access/guard.js';
import { DomainError } from '../core/errors.js';
import { permissionsOfOperation } from '../access/field-permissions.js';
import { type PublicReads, sendCachedRead, servePublicRead } from '../cache/serve-public-read.js';
import type { Context, ContextFactory } from '../core/context.js';
import { MULTIPART_LIMITS, type MultipartBody, multipartFailure, readMultipartBody } from './multipart-body.js';
import { defaultFailure, restStatusOf, shimErrorOf } from './shim-errors.js';
import type { ShimError, ShimReply, ShimRequest, ShimRoute } from './shim-route.js';

/**
 * Registers the rows in `app`, which must be a plugin scope of its own: its multipart parser is not the GraphQL route's.
 * A GET row whose operation is a public read is answered from the cache. A row whose operation
 * needs permissions is refused (401, 403) before its request is read, whatever the body.
 */
export async function registerShim(
  app: FastifyInstance,
  apollo: ApolloServer<Context>,
  routes: readonly ShimRoute[],
  contextFor: ContextFactory,
  publicReads: PublicReads,
  schema: GraphQLSchema,
  access: Access,
): Promise<void> {
  const addRow = (scope: FastifyInstance, route: ShimRoute) => {
    const tags = route.method === 'GET' ? publicReads.tagsOf(route.operation) : undefined;
    const needed = permissionsOfOperation(schema, route.operation);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const isMultipart = route.method !== 'GET' && request.isMultipart();
      const fail = (error: ShimError) => reply.code(error.status).send(route.failure ? route.failure(error) : defaultFailure(error));
      if (needed) {
        try {
          requirePermissions(await access.principalOf(request), needed);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // An unread upload is not worth receiving: end the connection rather than read it.
          if (isMultipart) reply.header('connection', 'close');
          return fail({ status: restStatusOf(error.code), code: error.code, message: error.message });
        }
      }
      let multipartBody: MultipartBody | undefined;
      try {
        if (isMultipart) multipartBody = await readMultipartBody(request, route.files ?? []);
      } catch (error) {
        return fail(multipartFailure(error));
      }
      const shimRequest = toShimRequest(request, multipartBody);
      const run = async (): Promise<{ error?: ShimError; result?: ShimReply }> => {
        const response = await apollo.executeOperation(
          { query: route.operation, variables: route.variables?.(shimRequest) ?? {} },
          { contextValue: await contextFor(request, reply) },
        );
        if (response.body.kind !== 'single') throw new Error('The REST shim runs single-result operations only.');
        for (const [name, value] of response.http.headers) reply.header(name, value);
        const { data, errors } = response.body.singleResult;
        return errors?.length ? { error: shimErrorOf(errors[0]!) } : { result: route.respond(data as never, shimRequest) };
      };
      if (tags) {
        let failed: ShimError | undefined;
        const served = await servePublicRead(request, reply, publicReads, cacheKey(request), tags, async () => {
          const { error, result } = await run();
          failed = error;
          return result && (result.status ?? 200) === 200 ? JSON.stringify(result.body) : undefined;
        });
        if (served) return reply;
        if (failed) return fail(failed);
      }
      const { error, result } = await run();
      if (error || !result) return fail(error!);
      return reply.code(result.status ?? 200).send(result.body);
    };
    // A cached public read is answered at once, without the promises of a full run.
    const cached =
      tags && !needed ? (request: FastifyRequest, reply: FastifyReply) => sendCachedRead(request, reply, publicReads, cacheKey(request)) : undefined;
    scope.route({
      method: route.method,
      url: route.path,
      config: { addressLimit: true },
      // A public read sends the cache's own brotli and gzip bytes; its rare other answers (an error,
      // a 404) are a few bytes. Compression's hooks would only pass them by, on every read.
      ...(cached ? { compress: false, decompress: false } : {}),
      handler: (request, reply) => (cached?.(request, reply) ? reply : handle(request, reply)),
    });
  };
  // A GET has no body (Fastify reads none), so its rows need neither the multipart parser nor the
  // two hooks it adds to every request of its scope.
  for (const route of routes) if (route.method === 'GET') addRow(app, route);
  await app.register(async (withBodies) => {
    await withBodies.register(multipart, { limits: MULTIPART_LIMITS });
    for (const route of routes) if (route.method !== 'GET') addRow(withBodies, route);
  });
}

const cacheKey = (request: FastifyRequest) => `rest ${request.url}`;

function toShimRequest(request: FastifyRequest, multipartBody: MultipartBody | undefined): ShimRequest {
  const body = multipartBody?.body ?? request.body;
  return {
    body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
    files: multipartBody?.files ?? {},
    params: request.params as Record<string, string>,
    query: request.query as Record<string, string | undefined>,
    headers: request.headers,
  };
}
