import type { FeatureModule } from '../feature-module.js';
import { AuthResolver } from './auth.resolver.js';
import { authShimRoutes } from './auth.rest.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TwoFactorSecret } from './two-factor.entity.js';
import { TwoFactorResolver } from './two-factor.resolver.js';

/** Signing in and out, with two-factor sign-in; the first Owner is seeded from the configuration by the composition root. */
export const authModule: FeatureModule = {
  entities: [TwoFactorSecret, RecoveryCode],
  resolvers: [AuthResolver, TwoFactorResolver],
  shimRoutes: authShimRoutes,
};
