import { gql, type TypedDocumentNode } from '@apollo/client';
import { ASSIGN_ENGINEER_MUTATION, CLOSE_TICKET_MUTATION, DELETE_TICKET_MUTATION, SUPPORT_TICKET_PAGE_QUERY } from '@site/schema';
import type { Page, PageVariables } from '../../../lib/admin/use-paged-list';

export interface AdminTicket {
  id: string;
  ticketId: string;
  category: string;
  status: string;
  fullName: string;
  email: string;
  contactNo: string;
  organizationName: string;
  query: string;
  message: string;
  productName: string;
  assignedEngineer: string | null;
  receivedAt: string;
  attachment: { id: string; name: string; type: string; url: string } | null;
}

export const TICKET_PAGE: TypedDocumentNode<{ supportTicketPage: Page<AdminTicket> }, PageVariables & { category: string }> = gql(SUPPORT_TICKET_PAGE_QUERY);
export const ASSIGN_ENGINEER: TypedDocumentNode<{ assignEngineer: AdminTicket }, { ticketId: string; engineer: string }> = gql(ASSIGN_ENGINEER_MUTATION);
export const CLOSE_TICKET: TypedDocumentNode<{ closeTicket: AdminTicket }, { ticketId: string }> = gql(CLOSE_TICKET_MUTATION);
export const DELETE_TICKET: TypedDocumentNode<{ deleteTicket: boolean }, { ticketId: string }> = gql(DELETE_TICKET_MUTATION);
