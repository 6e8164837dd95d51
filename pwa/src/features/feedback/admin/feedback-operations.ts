import { gql, type TypedDocumentNode } from '@apollo/client';
import { EVENT_FEEDBACK_PAGE_QUERY, EVENT_FEEDBACKS_QUERY, PRESENTATION_FEEDBACK_PAGE_QUERY, PRESENTATION_FEEDBACKS_QUERY } from '@site/schema';
import type { Page, PageVariables } from '../../../lib/admin/use-paged-list';

/** A stored feedback of either kind, as its columns read it: every answer is text. */
export type FeedbackRow = Record<string, string | null> & { id: string; submittedAt: string | null; receivedAt: string };

export const EVENT_FEEDBACKS: TypedDocumentNode<{ eventFeedbacks: FeedbackRow[] }, Record<string, never>> = gql(EVENT_FEEDBACKS_QUERY);
export const EVENT_FEEDBACK_PAGE: TypedDocumentNode<{ eventFeedbackPage: Page<FeedbackRow> }, PageVariables> = gql(EVENT_FEEDBACK_PAGE_QUERY);
export const PRESENTATION_FEEDBACKS: TypedDocumentNode<{ presentationFeedbacks: FeedbackRow[] }, Record<string, never>> = gql(PRESENTATION_FEEDBACKS_QUERY);
export const PRESENTATION_FEEDBACK_PAGE: TypedDocumentNode<{ presentationFeedbackPage: Page<FeedbackRow> }, PageVariables> =
  gql(PRESENTATION_FEEDBACK_PAGE_QUERY);
