import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';
import type { Context, ContextFactory } from '../core/context.js';
import { type PublicReads, servePublicRead } from '../cache/serve-public-read.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../files/limits.js';

interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/**
 * POST /graphql, including GraphQL multipart requests (file uploads). Registered in its own
 * plugin scope so its multipart parser does not clash with the REST shim's. Public reads are
 * answered from the cache before Apollo's HTTP handling.
 */
export async function registerGraphqlRoute(
  app: FastifyInstance,
  apollo: ApolloServer<Context>,
  contextFor: ContextFactory,
  publicReads: PublicReads,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.addHook('preValidation', async (request, reply) => {
      if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
      request.body = await processRequest(request.raw, reply.raw, { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES });
    });
    scope.addHook('preHandler', async (request, reply) => {
      const body = request.body as GraphqlBody | undefined;
      if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json')) return;
      if (typeof body?.query !== 'string') return;
      const { query, operationName = null, variables = null } = body;
      const tags = publicReads.tagsOf(query);
      if (!tags) return;
      const key = JSON.stringify(['graphql', query, operationName, variables]);
      const served = await servePublicRead(request, reply, publicReads, key, tags, async () => {
        const response = await apollo.executeOperation(
          {
            query,
            operationName: typeof operationName === 'string' ? operationName : undefined,
            variables: (variables ?? undefined) as Record<string, unknown> | undefined,
          },
          { contextValue: await contextFor(request, reply) },
        );
        if (response.body.kind !== 'single' || response.body.singleResult.errors) return undefined;
        return JSON.stringify(response.body.singleResult);
      });
      if (served) return reply;
    });
    scope.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      config: { rateLimit: {} },
      handler: fastifyApolloHandler(apollo, { context: contextFor }),
    });
  });
}
