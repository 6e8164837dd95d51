import { EVENT_FEEDBACK_PAGE_QUERY, EVENT_FEEDBACKS_QUERY, PRESENTATION_FEEDBACK_PAGE_QUERY, PRESENTATION_FEEDBACKS_QUERY } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

/** A stored feedback of either kind, as its columns read it: every answer is text. */
export type FeedbackRow = Record<string, string | null> & { id: string; submittedAt: string | null; receivedAt: string };

export const EVENT_FEEDBACKS = apolloDocument(EVENT_FEEDBACKS_QUERY);
export const EVENT_FEEDBACK_PAGE = apolloDocument(EVENT_FEEDBACK_PAGE_QUERY);
export const PRESENTATION_FEEDBACKS = apolloDocument(PRESENTATION_FEEDBACKS_QUERY);
export const PRESENTATION_FEEDBACK_PAGE = apolloDocument(PRESENTATION_FEEDBACK_PAGE_QUERY);
