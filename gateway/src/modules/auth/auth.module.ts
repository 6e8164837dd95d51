import type { FeatureModule } from '../feature-module.js';
import { AuthResolver } from './auth.resolver.js';
import { authShimRoutes } from './auth.rest.js';
import { PasswordResetResolver } from './password-reset.resolver.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { SessionsResolver } from './sessions.resolver.js';
import { TwoFactorSecret } from './two-factor.entity.js';
import { TwoFactorResolver } from './two-factor.resolver.js';

/** Signing in and out, with two-factor sign-in, password reset links and one's own sessions; the first Owner is seeded from the configuration by the composition root. */
export const authModule: FeatureModule = {
  entities: [TwoFactorSecret, RecoveryCode],
  resolvers: [AuthResolver, TwoFactorResolver, PasswordResetResolver, SessionsResolver],
  shimRoutes: authShimRoutes,
};
