import type { FeatureModule } from '../feature-module.js';
import { AuthResolver } from './auth.resolver.js';
import { authShimRoutes } from './auth.rest.js';

/** Signing in and out; the first Owner is seeded from the configuration by the composition root. */
export const authModule: FeatureModule = {
  resolvers: [AuthResolver],
  shimRoutes: authShimRoutes,
};
