import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  ENQUIRIES_QUERY,
  ENQUIRY_PAGE_QUERY,
  type EnquiriesQuery,
  type EnquiryPageQuery,
  SAVE_ENQUIRY_REMARK_MUTATION,
  type SaveEnquiryRemarkMutation,
  type SaveEnquiryRemarkMutationVariables,
} from '@site/schema';
import type { PageVariables } from '../../../lib/admin/use-paged-list';

export type AdminEnquiry = EnquiriesQuery['enquiries'][number];

export const ENQUIRIES: TypedDocumentNode<EnquiriesQuery, Record<string, never>> = gql(ENQUIRIES_QUERY);
export const ENQUIRY_PAGE: TypedDocumentNode<EnquiryPageQuery, PageVariables> = gql(ENQUIRY_PAGE_QUERY);
export const SAVE_ENQUIRY_REMARK: TypedDocumentNode<SaveEnquiryRemarkMutation, SaveEnquiryRemarkMutationVariables> = gql(SAVE_ENQUIRY_REMARK_MUTATION);
