import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's id may look like; anything else (too long, spaces, control characters) is replaced,
// so a visitor cannot write into our logs through the header.
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/** Takes the proxy's request id when it sent a sensible one, so its logs and ours name the same request. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Every answer, error or not, names its request, as every log line of it does (`reqId`). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
