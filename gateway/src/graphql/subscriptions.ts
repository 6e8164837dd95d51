import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLSchema, getOperationAST, parse, validate } from 'graphql';
import { type WebSocket, WebSocketServer } from 'ws';
import { TOKEN_COOKIE_NAME } from '@site/schema';
import type { Config } from '../config.js';
import type { SubscriptionContext } from '../core/context.js';
import type { Principal } from '../access/principal.js';
import type { Services } from '../core/services.js';
import { serveGraphqlWs } from './graphql-ws-server.js';

export const SUBSCRIPTIONS_PATH = '/graphql';

// A subscription message is a short document and its variables.
const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol, `graphql-transport-ws`) on
 * /graphql, beside Apollo's POST. Only subscriptions are served here; queries and mutations go to
 * POST /graphql with its limits. A connection is refused (4403) unless `subscriberOf` finds who is
 * asking and lets them listen. Every LIVE_RECHECK_SECONDS the credential is looked up again, and
 * the socket closed (4403) once its session or key has ended or its permissions changed, so that a
 * signed-out or demoted listener does not go on hearing. Open sockets are closed (1001) before the
 * server stops.
 */
export function registerSubscriptions(app: FastifyInstance, schema: GraphQLSchema, services: Services): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const server = serveGraphqlWs<Record<string, unknown> | undefined, { principal: Principal }>(
    {
      schema,
      onConnect: async (ctx) => {
        const principal = await subscriberOf(app, services, ctx.extra.request, ctx.connectionParams);
        if (!principal) return false;
        ctx.extra.principal = principal;
        recheckWhileOpen(ctx.extra.socket, principal, services, () => subscriberOf(app, services, ctx.extra.request, ctx.connectionParams));
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations to POST /graphql.')];
        }
        const contextValue: SubscriptionContext = { principal: ctx.extra.principal ?? null, services };
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
    },
    sockets,
    app.log,
  );
  app.server.on('upgrade', (request: IncomingMessage, socket, head) => {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== SUBSCRIPTIONS_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => sockets.emit('connection', webSocket, request));
  });
  app.addHook('preClose', async () => {
    await server.dispose();
  });
}

/** Closes `socket` (4403) when `lookUp` no longer finds a principal with `principal`'s permissions. */
function recheckWhileOpen(socket: WebSocket, principal: NonNullable<Principal>, services: Services, lookUp: () => Promise<Principal>): void {
  const timer = setInterval(() => {
    lookUp()
      .then((now) => {
        if (!now || !samePermissions(now.permissions, principal.permissions)) socket.close(4403, 'Forbidden');
      })
      // A database that cannot answer now says nothing about the credential: the next round asks again.
      .catch(() => undefined);
  }, services.config.liveRecheckSeconds * 1000);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}

function samePermissions(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((permission) => b.has(permission));
}

/**
 * Who may listen: whoever `connectionParams.authorization` names (`Bearer <session token or API
 * key>`, as integrators send it), or else the session in the token cookie of the upgrade request
 * (the dashboard, whose script never sees its token). The cookie counts only from the site's own
 * origin or one of CORS_ORIGINS, so another site's page cannot listen with a visitor's session.
 * What each listener hears is then cut to its permissions (modules/live).
 */
async function subscriberOf(
  app: FastifyInstance,
  services: Services,
  request: IncomingMessage,
  params: Record<string, unknown> | undefined,
): Promise<Principal> {
  const authorization = params?.authorization;
  if (typeof authorization === 'string') return services.access.principalOfAuthorization(authorization);
  if (!isSameSite(request, services.config)) return null;
  const token = app.parseCookie(request.headers.cookie ?? '')[TOKEN_COOKIE_NAME];
  return token ? services.access.principalOfAuthorization(`Bearer ${token}`) : null;
}

function isSameSite(request: IncomingMessage, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (config.corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
