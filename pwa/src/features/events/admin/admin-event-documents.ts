import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_EVENTS_QUERY, type AdminEventsResult, DELETE_EVENT_MUTATION, type DeleteEventResult } from '@site/schema';

export const ADMIN_EVENTS: TypedDocumentNode<AdminEventsResult, Record<string, never>> = gql(ADMIN_EVENTS_QUERY);
export const DELETE_EVENT: TypedDocumentNode<DeleteEventResult, { id?: string; title?: string }> = gql(DELETE_EVENT_MUTATION);
