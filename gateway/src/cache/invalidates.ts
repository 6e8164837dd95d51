import type { MiddlewareFn } from 'type-graphql';
import type { Context } from '../core/context.js';

/**
 * On a mutation that changes what public reads show: once it has run, every gateway drops the
 * cached reads carrying these tags. Also after a failure, which may have changed part of it.
 */
export function invalidates(...tags: string[]): MiddlewareFn<Context> {
  return async ({ context }, next) => {
    try {
      return await next();
    } finally {
      await Promise.all(tags.map((tag) => context.services.invalidation.publish(tag)));
    }
  };
}
