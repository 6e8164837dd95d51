import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { buildSchema } from 'graphql';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, type ServerOptions } from 'graphql-ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { type SocketExtra, serveGraphqlWs } from './graphql-ws-server.js';

/** A socket as `ws` hands it over, whose writes can be made to fail as they do once the client is gone. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly protocol = GRAPHQL_TRANSPORT_WS_PROTOCOL;
  readonly sent: { type: string }[] = [];
  failWrites = false;
  closedWith: [number, string] | undefined;
  terminated = false;

  send(data: string, done: (error?: Error) => void): void {
    if (this.failWrites) return done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    this.sent.push(JSON.parse(data) as { type: string });
    done();
  }

  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.end(code, reason);
  }

  terminate(): void {
    this.terminated = true;
    this.end(1006, '');
  }

  ping(): void {}

  receive(message: object): void {
    this.emit('message', Buffer.from(JSON.stringify(message)));
  }

  private end(code: number, reason: string): void {
    this.readyState = 3;
    this.emit('close', code, Buffer.from(reason));
  }
}

const schema = buildSchema('type Query { ok: Boolean } type Subscription { ticks: Int }');
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function logger() {
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), trace: vi.fn(), fatal: vi.fn() };
  return { log, asLogger: log as unknown as FastifyBaseLogger };
}

let sockets: WebSocketServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => sockets?.close(resolve));
  sockets = undefined;
});

function connect(options: ServerOptions<undefined, SocketExtra>, log: FastifyBaseLogger): FakeSocket {
  sockets = new WebSocketServer({ noServer: true });
  serveGraphqlWs(options, sockets, log);
  const socket = new FakeSocket();
  sockets.emit('connection', socket as unknown as WebSocket, {} as IncomingMessage);
  return socket;
}

describe('graphql-ws over ws, logged through the gateway', () => {
  it('acknowledges a connection and answers a ping', async () => {
    const { asLogger } = logger();
    const socket = connect({ schema }, asLogger);
    socket.receive({ type: MessageType.ConnectionInit });
    await settle();
    socket.receive({ type: MessageType.Ping });
    await settle();
    expect(socket.sent.map(({ type }) => type)).toEqual([MessageType.ConnectionAck, MessageType.Pong]);
  });

  it('ends the socket quietly when a reply finds its client gone, with nothing on the console', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { log, asLogger } = logger();
    const socket = connect({ schema }, asLogger);
    socket.receive({ type: MessageType.ConnectionInit });
    await settle();
    socket.failWrites = true;
    socket.receive({ type: MessageType.Ping });
    await settle();
    expect(socket.terminated).toBe(true);
    expect(log.debug).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ code: 'EPIPE' }) }),
      'a subscription reply found its client gone',
    );
    expect(log.error).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs a message it cannot handle through the logger and closes with 1011', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { log, asLogger } = logger();
    const socket = connect(
      {
        schema,
        onSubscribe: () => {
          throw new Error('the subscription store is away');
        },
      },
      asLogger,
    );
    socket.receive({ type: MessageType.ConnectionInit });
    await settle();
    socket.receive({ type: MessageType.Subscribe, id: '1', payload: { query: 'subscription { ticks }' } });
    await settle();
    expect(socket.closedWith).toEqual([CloseCode.InternalServerError, 'Internal server error']);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'the subscription store is away' }) }),
      'a subscription message could not be handled',
    );
    expect(consoleError).not.toHaveBeenCalled();
  });
});
