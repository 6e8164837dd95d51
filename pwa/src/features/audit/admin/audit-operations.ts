import { ACCOUNTS_QUERY, AUDIT_LOG_QUERY, type AuditLogQuery } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type AuditItem = AuditLogQuery['auditLog']['items'][number];

export const AUDIT_LOG = apolloDocument(AUDIT_LOG_QUERY);
/** The team's accounts, for the Person filter. */
export const PEOPLE = apolloDocument(ACCOUNTS_QUERY);

/** The actions the log records, for the filter; the server names them after its mutations. */
export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'signOut',
  'openResume',
  'openIdCard',
  'inviteAccount',
  'setAccountRole',
  'setAccountActive',
  'assignEngineer',
  'closeTicket',
  'deleteTicket',
  'acceptJobApplication',
  'rejectJobApplication',
  'deleteJobApplication',
  'setJobRoleAccepting',
  'addEvent',
  'updateEvent',
  'deleteEvent',
  'createTrainingSession',
  'updateTrainingSession',
  'deleteTrainingSession',
  'saveEnquiryRemark',
  'saveContactRemark',
  'resendMail',
  'uploadDownload',
  'removeDownloadFile',
] as const;
