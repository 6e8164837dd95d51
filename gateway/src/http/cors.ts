import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.js';

const API_PATH = /^\/(api|graphql)(\/|\?|$)/;

/**
 * Lets pages on the listed origins call /api and /graphql with credentials, as the specification's
 * client does when it is given an API address on another origin. Every other origin, and every other
 * path, gets no CORS headers at all, so a browser shows it no answer. Nothing is registered when the
 * list is empty: the built-in PWA is same-origin.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!API_PATH.test(request.url) || !origin || !origins.includes(origin)) return callback(null, { origin: false });
      callback(null, {
        origin,
        credentials: true,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        exposedHeaders: ['retry-after', REQUEST_ID_HEADER, 'content-disposition'],
        maxAge: 600,
      });
    },
  });
}
