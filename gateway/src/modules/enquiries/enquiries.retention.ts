import { daysBefore, type RetentionRule } from '../../retention/retention-rule.js';
import { Enquiry } from './enquiry.entity.js';

/** Enquiries are deleted RETENTION_ENQUIRY_DAYS after they arrived. */
export const enquiryRetention: RetentionRule = {
  name: 'enquiries',
  days: (retention) => retention.enquiryDays,
  sweep: (em, _files, now, days) => em.nativeDelete(Enquiry, { receivedAt: { $lt: daysBefore(now, days) } }),
};
