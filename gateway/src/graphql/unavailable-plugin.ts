import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../core/context.js';
import { ErrorCode, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../core/errors.js';

/**
 * An operation that failed because the database was unreachable answers 503 with Retry-After,
 * never 200 or 500, so the outbox and other clients send it again instead of giving up.
 */
export const unavailablePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (!errors.some((error) => error.extensions?.code === ErrorCode.serviceUnavailable)) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      },
    };
  },
};
