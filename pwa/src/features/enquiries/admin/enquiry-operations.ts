import { ENQUIRIES_QUERY, ENQUIRY_PAGE_QUERY, type EnquiriesQuery, SAVE_ENQUIRY_REMARK_MUTATION } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type AdminEnquiry = EnquiriesQuery['enquiries'][number];

export const ENQUIRIES = apolloDocument(ENQUIRIES_QUERY);
export const ENQUIRY_PAGE = apolloDocument(ENQUIRY_PAGE_QUERY);
export const SAVE_ENQUIRY_REMARK = apolloDocument(SAVE_ENQUIRY_REMARK_MUTATION);
