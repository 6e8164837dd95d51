import type { FastifyInstance } from 'fastify';
import { httpRequestSeconds, httpRequests } from './metrics.js';

/** What requests that match no route are counted under: their URLs are whatever a visitor typed. */
const UNMATCHED = 'unmatched';

/** Counts every answer and its time under the route's pattern (`/files/public/:id`), never the raw URL. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
