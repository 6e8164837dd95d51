import { ADMIN_EVENTS_QUERY, DELETE_EVENT_MUTATION } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export const ADMIN_EVENTS = apolloDocument(ADMIN_EVENTS_QUERY);
export const DELETE_EVENT = apolloDocument(DELETE_EVENT_MUTATION);
