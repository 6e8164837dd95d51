import type { FeatureModule } from '../feature-module.js';
import { ApiKeysResolver } from './api-keys.resolver.js';

/** Integrators' keys: the Owner creates, lists and revokes them; the access core turns a key into a principal. */
export const apiKeysModule: FeatureModule = {
  resolvers: [ApiKeysResolver],
};
