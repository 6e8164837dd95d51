import { CONTACT_SUBMISSION_PAGE_QUERY, CONTACT_SUBMISSIONS_QUERY, type ContactSubmissionsQuery, SAVE_CONTACT_REMARK_MUTATION } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type AdminContactSubmission = ContactSubmissionsQuery['contactSubmissions'][number];

export const CONTACT_SUBMISSIONS = apolloDocument(CONTACT_SUBMISSIONS_QUERY);
export const CONTACT_SUBMISSION_PAGE = apolloDocument(CONTACT_SUBMISSION_PAGE_QUERY);
export const SAVE_CONTACT_REMARK = apolloDocument(SAVE_CONTACT_REMARK_MUTATION);
