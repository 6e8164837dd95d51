import type { FeatureModule } from '../feature-module.js';
import { AuditResolver } from './audit.resolver.js';

/** The Owner's activity log; entries are written by the access layer with each change. */
export const auditModule: FeatureModule = {
  resolvers: [AuditResolver],
};
