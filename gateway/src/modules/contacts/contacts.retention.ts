import { daysBefore, type RetentionRule } from '../../retention/retention-rule.js';
import { ContactSubmission } from './contact-submission.entity.js';

/** Contact messages share the enquiries' period: RETENTION_ENQUIRY_DAYS after they arrived. */
export const contactRetention: RetentionRule = {
  name: 'contactMessages',
  days: (retention) => retention.enquiryDays,
  sweep: (em, _files, now, days) => em.nativeDelete(ContactSubmission, { receivedAt: { $lt: daysBefore(now, days) } }),
};
