import type { FastifyInstance, FastifyReply, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import { rateLimitRefusals } from '../metrics/metrics.js';
import type { WindowCounter } from '../redis/window-counter.js';
import { minuteLimit, visitorAddress } from './minute-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's requests per address against RATE_LIMIT_PER_MINUTE (every /api and /graphql route). */
    addressLimit?: boolean;
  }
}

/**
 * The per-address limit of the API routes: each route counts apart, so pages loading several
 * reads are not refused for one busy read. Over the limit a request is answered 429 with
 * Retry-After and the x-ratelimit headers, in the body @fastify/rate-limit used to send, so
 * clients see the same refusal as before (decision 043).
 */
export function registerAddressLimit(app: FastifyInstance, counter: WindowCounter, perMinute: number): void {
  const limit = minuteLimit(counter, 'address', perMinute);
  const answer = (reply: FastifyReply, retryAfter: number | undefined, done: HookHandlerDoneFunction): void => {
    if (retryAfter === undefined) return done();
    rateLimitRefusals.inc({ limit: 'requests' });
    reply
      .code(429)
      .headers({ 'x-ratelimit-limit': perMinute, 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': retryAfter, 'retry-after': retryAfter })
      .send({ statusCode: 429, error: 'Too Many Requests', message: `Rate limit exceeded, retry in ${retryAfter} second${retryAfter === 1 ? '' : 's'}` });
  };
  // Added to each marked route as it is declared, with its key worked out once: a hook for every
  // route would pay on every page, and `request.routeOptions` builds a new object per read.
  app.addHook('onRoute', (route) => {
    if (!route.config?.addressLimit) return;
    const routeKey = `${String(route.method)} ${route.url}:`;
    const countRequest: onRequestHookHandler = (request, reply, done) => {
      const retryAfter = limit(routeKey + visitorAddress(request.ip));
      if (retryAfter instanceof Promise) retryAfter.then((seconds) => answer(reply, seconds, done), done);
      else answer(reply, retryAfter, done);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), countRequest];
  });
}
