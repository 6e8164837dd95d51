import { accountsModule } from './accounts/accounts.module.js';
import { apiKeysModule } from './api-keys/api-keys.module.js';
import { auditModule } from './audit/audit.module.js';
import { authModule } from './auth/auth.module.js';
import { careersModule } from './careers/careers.module.js';
import { contactsModule } from './contacts/contacts.module.js';
import { downloadsModule } from './downloads/downloads.module.js';
import { enquiriesModule } from './enquiries/enquiries.module.js';
import { eventsModule } from './events/events.module.js';
import type { FeatureModule } from './feature-module.js';
import { feedbackModule } from './feedback/feedback.module.js';
import { liveModule } from './live/live.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { personalDataModule } from './personal-data/personal-data.module.js';
import { supportModule } from './support/support.module.js';
import { trainingModule } from './training/training.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';

/** Every feature of the gateway, one line each; the composition root (app/) hands their parts to the core. */
export const featureModules: readonly FeatureModule[] = [
  authModule,
  accountsModule,
  apiKeysModule,
  auditModule,
  enquiriesModule,
  contactsModule,
  supportModule,
  careersModule,
  feedbackModule,
  eventsModule,
  trainingModule,
  notificationsModule,
  downloadsModule,
  personalDataModule,
  liveModule,
  webhooksModule,
];
