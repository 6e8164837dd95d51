import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';
import type { Context, ContextFactory } from '../core/context.js';
import { graphqlReadOf, PersistedQueries } from '../cache/graphql-read-request.js';
import { type PublicReads, sendCachedRead, servePublicRead } from '../cache/serve-public-read.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../files/limits.js';
import { registerGraphqlExplorer, wantsExplorer } from './graphql-explorer.js';

/**
 * /graphql, including GraphQL multipart requests (file uploads). Registered in its own plugin
 * scope so its multipart parser does not clash with the REST shim's. Public reads, sent as a JSON
 * POST or as a GET (by text or persisted-query hash), are answered from the cache before Apollo's
 * HTTP handling, with the same entity tags as the REST reads.
 */
export async function registerGraphqlRoute(
  app: FastifyInstance,
  apollo: ApolloServer<Context>,
  contextFor: ContextFactory,
  publicReads: PublicReads,
): Promise<void> {
  const persisted = new PersistedQueries(publicReads.tagsOf);
  const sendExplorer = await registerGraphqlExplorer(app);
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    // Callback hooks, so that a request they have nothing to do for (most of them) passes without a promise.
    scope.addHook('preValidation', (request, reply, done) => {
      if (!request.headers['content-type']?.startsWith('multipart/form-data')) return done();
      processRequest(request.raw, reply.raw, { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES }).then((body) => {
        request.body = body;
        done();
      }, done);
    });
    scope.addHook('preHandler', (request, reply, done) => {
      if (wantsExplorer(request)) {
        sendExplorer(request, reply);
        return;
      }
      const read = graphqlReadOf(request, publicReads.tagsOf, persisted);
      if (!read) return done();
      const { query, operationName, variables } = read;
      const key = JSON.stringify(['graphql', query, operationName ?? null, variables ?? null]);
      if (sendCachedRead(request, reply, publicReads, key)) return;
      servePublicRead(request, reply, publicReads, key, read.tags, async () => {
        const response = await apollo.executeOperation({ query, operationName, variables }, { contextValue: await contextFor(request, reply) });
        if (response.body.kind !== 'single' || response.body.singleResult.errors) return undefined;
        return JSON.stringify(response.body.singleResult);
      }).then((served) => {
        if (!served) done();
      }, done);
    });
    scope.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      config: { addressLimit: true },
      handler: fastifyApolloHandler(apollo, { context: contextFor }),
    });
  });
}
