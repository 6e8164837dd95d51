import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { CloseCode, type ConnectionInitMessage, type Disposable, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';

/** What graphql-ws hands our callbacks about each connection, as graphql-ws/use/ws does. */
export interface SocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

/** A client that has not answered a ping within this long is gone, and its socket is ended. */
export const KEEP_ALIVE_MS = 12_000;

/**
 * The graphql-ws protocol over `ws` sockets, as graphql-ws/use/ws serves it, with two differences
 * (decision 044): what goes wrong is logged through the gateway's logger, not `console.error`
 * outside the structured logs; and a reply that cannot be written because the client has gone
 * (EPIPE, a reset) ends that socket quietly instead of counting as an internal error.
 */
export function serveGraphqlWs<P extends ConnectionInitMessage['payload'], E extends Record<PropertyKey, unknown>>(
  options: ServerOptions<P, SocketExtra & Partial<E>>,
  sockets: WebSocketServer,
  log: FastifyBaseLogger,
  keepAliveMs = KEEP_ALIVE_MS,
): Disposable {
  const server = makeServer(options);
  sockets.options.handleProtocols = handleProtocols;
  sockets.on('error', (error) => {
    log.error({ err: error }, 'the subscriptions WebSocket server failed');
    for (const client of sockets.clients) client.close(CloseCode.InternalServerError, 'Internal server error');
  });
  sockets.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    socket.on('error', (error) => {
      log.warn({ err: error }, 'a subscription socket failed');
      socket.terminate();
    });
    let pongWait: NodeJS.Timeout | undefined;
    const keepAlive = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), keepAliveMs);
      socket.once('pong', () => clearTimeout(pongWait));
      socket.ping();
    }, keepAliveMs);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => {
              if (error) {
                log.debug({ err: error }, 'a subscription reply found its client gone');
                socket.terminate();
              }
              resolve();
            });
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data: Buffer) => {
            handle(String(data)).catch((error: unknown) => {
              log.error({ err: error }, 'a subscription message could not be handled');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, request } as SocketExtra & Partial<E>,
    );
    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      clearTimeout(pongWait);
      void closed(code, String(reason));
    });
  });
  return {
    dispose: async () => {
      for (const client of sockets.clients) client.close(1001, 'Going away');
      sockets.removeAllListeners();
      await new Promise<void>((resolve, reject) => sockets.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
