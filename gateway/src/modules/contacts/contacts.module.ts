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
  personalData: [
    {
      kind: 'contactSubmissions',
      label: 'Contact messages',
      entity: ContactSubmission,
      people: [{ email: 'email', phone: 'mobile', others: ['name'] }],
      erasure: 'delete',
    },
  ],
  retention: [contactRetention],
};
