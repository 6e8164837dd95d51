import type { FeatureModule } from '../feature-module.js';
import { NotificationsResolver } from './notifications.resolver.js';

/** The admin's view of the e-mails other features queue (mail/): their delivery, and resending one. */
export const notificationsModule: FeatureModule = {
  resolvers: [NotificationsResolver],
};
