import type { FeatureModule } from '../feature-module.js';
import { accountsMail } from './accounts.mail.js';
import { AccountsResolver } from './accounts.resolver.js';

/** Team accounts: the Owner invites, sets roles and deactivates; the access core keeps the tables. */
export const accountsModule: FeatureModule = {
  resolvers: [AccountsResolver],
  mail: [accountsMail],
};
