import type { FastifyInstance } from 'fastify';

/**
 * Once the server starts closing, answers end their keep-alive connections (`Connection: close`).
 * Fastify closes idle sockets at once and answers new requests 503, but a request already in flight
 * was answered keep-alive, and its socket then held the process open until the client let go or the
 * keep-alive timeout (72 s) ended it: longer than an orchestrator waits before SIGKILL (10 s for Docker).
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
