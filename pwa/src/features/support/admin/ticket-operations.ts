import { gql, type TypedDocumentNode } from '@apollo/client';
import { ASSIGN_ENGINEER_MUTATION, CLOSE_TICKET_MUTATION, DELETE_TICKET_MUTATION, SUPPORT_TICKETS_QUERY } from '@site/schema';

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

export const TICKETS: TypedDocumentNode<{ supportTickets: AdminTicket[] }, { category: string }> = gql(SUPPORT_TICKETS_QUERY);
export const ASSIGN_ENGINEER: TypedDocumentNode<{ assignEngineer: AdminTicket }, { ticketId: string; engineer: string }> = gql(ASSIGN_ENGINEER_MUTATION);
export const CLOSE_TICKET: TypedDocumentNode<{ closeTicket: AdminTicket }, { ticketId: string }> = gql(CLOSE_TICKET_MUTATION);
export const DELETE_TICKET: TypedDocumentNode<{ deleteTicket: boolean }, { ticketId: string }> = gql(DELETE_TICKET_MUTATION);
