import { ASSIGN_ENGINEER_MUTATION, CLOSE_TICKET_MUTATION, DELETE_TICKET_MUTATION, SUPPORT_TICKET_PAGE_QUERY, type SupportTicketPageQuery } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type AdminTicket = SupportTicketPageQuery['supportTicketPage']['rows'][number];

export const TICKET_PAGE = apolloDocument(SUPPORT_TICKET_PAGE_QUERY);
export const ASSIGN_ENGINEER = apolloDocument(ASSIGN_ENGINEER_MUTATION);
export const CLOSE_TICKET = apolloDocument(CLOSE_TICKET_MUTATION);
export const DELETE_TICKET = apolloDocument(DELETE_TICKET_MUTATION);
