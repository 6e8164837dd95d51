import { useApolloClient } from '@apollo/client/react';
import { EVENT_FEEDBACK_CSV_FILE, PRESENTATION_FEEDBACK_CSV_FILE } from '@site/schema';
import { usePagedList } from '../../../lib/admin/use-paged-list';
import { EVENT_FEEDBACK_COLUMNS, PRESENTATION_FEEDBACK_COLUMNS } from './feedback-columns';
import { EVENT_FEEDBACK_PAGE, EVENT_FEEDBACKS, PRESENTATION_FEEDBACK_PAGE, PRESENTATION_FEEDBACKS } from './feedback-operations';
import { FeedbackTable } from './feedback-table';

/** The feedback trainees and presenters sent from /events, each kind a page at a time with its own CSV of every row. */
export function FeedbackTab() {
  const client = useApolloClient();
  const presentations = usePagedList(PRESENTATION_FEEDBACK_PAGE, (data) => data.presentationFeedbackPage);
  const events = usePagedList(EVENT_FEEDBACK_PAGE, (data) => data.eventFeedbackPage);
  return (
    <>
      <FeedbackTable
        id="presentation-feedback-heading"
        title="Presentation Feedback"
        columns={PRESENTATION_FEEDBACK_COLUMNS}
        list={presentations}
        allRows={async () => (await client.query({ query: PRESENTATION_FEEDBACKS, fetchPolicy: 'network-only' })).data!.presentationFeedbacks}
        csvFile={PRESENTATION_FEEDBACK_CSV_FILE}
      />
      <FeedbackTable
        id="event-feedback-heading"
        title="Event Feedback"
        columns={EVENT_FEEDBACK_COLUMNS}
        list={events}
        allRows={async () => (await client.query({ query: EVENT_FEEDBACKS, fetchPolicy: 'network-only' })).data!.eventFeedbacks}
        csvFile={EVENT_FEEDBACK_CSV_FILE}
      />
    </>
  );
}
