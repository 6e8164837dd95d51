import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_WAITING_QUERY, type AdminWaitingQuery } from '@site/schema';

export type Waiting = AdminWaitingQuery;

export const ADMIN_WAITING: TypedDocumentNode<Waiting, Record<string, never>> = gql(ADMIN_WAITING_QUERY);
