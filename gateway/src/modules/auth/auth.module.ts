import type { FeatureModule } from '../feature-module.js';
import { AdminAccount } from './admin-account.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { authShimRoutes } from './auth.rest.js';

/** The admin's sign-in and account; the admin is seeded from the configuration by the composition root. */
export const authModule: FeatureModule = {
  entities: [AdminAccount],
  resolvers: [AuthResolver],
  shimRoutes: authShimRoutes,
};
