import { gql, type TypedDocumentNode } from '@apollo/client';
import { EVENT_FEEDBACKS_QUERY, PRESENTATION_FEEDBACKS_QUERY } from '@site/schema';

/** A stored feedback of either kind, as its columns read it: every answer is text. */
export type FeedbackRow = Record<string, string | null> & { id: string; submittedAt: string | null; receivedAt: string };

export const EVENT_FEEDBACKS: TypedDocumentNode<{ eventFeedbacks: FeedbackRow[] }, Record<string, never>> = gql(EVENT_FEEDBACKS_QUERY);
export const PRESENTATION_FEEDBACKS: TypedDocumentNode<{ presentationFeedbacks: FeedbackRow[] }, Record<string, never>> = gql(PRESENTATION_FEEDBACKS_QUERY);
