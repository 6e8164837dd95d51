import type { FeatureModule } from '../feature-module.js';
import { Enquiry } from './enquiry.entity.js';
import { enquiryMail } from './enquiry.mail.js';
import { EnquiryResolver } from './enquiry.resolver.js';
import { enquiryShimRoutes } from './enquiry.rest.js';
import { enquiryRetention } from './enquiries.retention.js';

export const enquiriesModule: FeatureModule = {
  entities: [Enquiry],
  resolvers: [EnquiryResolver],
  shimRoutes: enquiryShimRoutes,
  mail: [enquiryMail],
  personalData: [{ kind: 'enquiries', label: 'Enquiries', entity: Enquiry, people: [{ email: 'email', phone: 'phone', others: ['name'] }], erasure: 'delete' }],
  retention: [enquiryRetention],
};
