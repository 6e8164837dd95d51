import type { FeatureModule } from '../feature-module.js';
import { ContactSubmission } from './contact-submission.entity.js';
import { contactMail } from './contact.mail.js';
import { ContactResolver } from './contact.resolver.js';
import { contactShimRoutes } from './contact.rest.js';
import { contactRetention } from './contacts.retention.js';

export const contactsModule: FeatureModule = {
  entities: [ContactSubmission],
  resolvers: [ContactResolver],
  shimRoutes: contactShimRoutes,
  mail: [contactMail],
  retention: [contactRetention],
};
