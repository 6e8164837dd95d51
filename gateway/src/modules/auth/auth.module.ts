import type { FeatureModule } from '../feature-module.js';
import { AdminAccount } from './admin-account.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { authShimRoutes } from './auth.rest.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TwoFactorSecret } from './two-factor.entity.js';
import { TwoFactorResolver } from './two-factor.resolver.js';

/** The admin's sign-in (with two-factor sign-in) and account; the admin is seeded from the configuration by the composition root. */
export const authModule: FeatureModule = {
  entities: [AdminAccount, TwoFactorSecret, RecoveryCode],
  resolvers: [AuthResolver, TwoFactorResolver],
  shimRoutes: authShimRoutes,
};
