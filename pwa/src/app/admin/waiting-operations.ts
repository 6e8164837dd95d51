import { ADMIN_WAITING_QUERY, type AdminWaitingQuery } from '@site/schema';
import { apolloDocument } from '../../lib/apollo-document';

export type Waiting = AdminWaitingQuery;

export const ADMIN_WAITING = apolloDocument(ADMIN_WAITING_QUERY);
