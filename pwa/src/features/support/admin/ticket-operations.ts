import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  ASSIGN_ENGINEER_MUTATION,
  type AssignEngineerMutation,
  type AssignEngineerMutationVariables,
  CLOSE_TICKET_MUTATION,
  type CloseTicketMutation,
  type CloseTicketMutationVariables,
  DELETE_TICKET_MUTATION,
  type DeleteTicketMutation,
  type DeleteTicketMutationVariables,
  SUPPORT_TICKET_PAGE_QUERY,
  type SupportTicketPageQuery,
} from '@site/schema';
import type { PageVariables } from '../../../lib/admin/use-paged-list';

export type AdminTicket = SupportTicketPageQuery['supportTicketPage']['rows'][number];

export const TICKET_PAGE: TypedDocumentNode<SupportTicketPageQuery, PageVariables & { category: string }> = gql(SUPPORT_TICKET_PAGE_QUERY);
export const ASSIGN_ENGINEER: TypedDocumentNode<AssignEngineerMutation, AssignEngineerMutationVariables> = gql(ASSIGN_ENGINEER_MUTATION);
export const CLOSE_TICKET: TypedDocumentNode<CloseTicketMutation, CloseTicketMutationVariables> = gql(CLOSE_TICKET_MUTATION);
export const DELETE_TICKET: TypedDocumentNode<DeleteTicketMutation, DeleteTicketMutationVariables> = gql(DELETE_TICKET_MUTATION);
