import type { InvalidationBus } from './invalidation-bus.js';
import { LocalInvalidationBus } from './local-invalidation-bus.js';

/** The bus this gateway's cache listens on and its admin changes publish to. */
export function createInvalidationBus(): InvalidationBus {
  return new LocalInvalidationBus();
}
