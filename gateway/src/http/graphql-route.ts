import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';
import type { Context } from '../graphql/context.js';
import type { ContextFactory } from '../rest/register-shim.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../files/limits.js';

/**
 * POST /graphql, including GraphQL multipart requests (file uploads). Registered in its own
 * plugin scope so its multipart parser does not clash with the REST shim's.
 */
export async function registerGraphqlRoute(app: FastifyInstance, apollo: ApolloServer<Context>, contextFor: ContextFactory): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.addHook('preValidation', async (request, reply) => {
      if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
      request.body = await processRequest(request.raw, reply.raw, { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES });
    });
    scope.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      config: { rateLimit: {} },
      handler: fastifyApolloHandler(apollo, { context: contextFor }),
    });
  });
}
