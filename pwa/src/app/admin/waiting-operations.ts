import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_WAITING_QUERY } from '@site/schema';

export interface Waiting {
  openTickets: number;
  pendingApplications: number;
  enquiriesWithoutRemark: number;
  contactsWithoutRemark: number;
}

export const ADMIN_WAITING: TypedDocumentNode<Waiting, Record<string, never>> = gql(ADMIN_WAITING_QUERY);
