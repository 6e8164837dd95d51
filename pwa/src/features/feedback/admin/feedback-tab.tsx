import { useQuery } from '@apollo/client/react';
import { EVENT_FEEDBACK_CSV_FILE, PRESENTATION_FEEDBACK_CSV_FILE } from '@site/schema';
import { EVENT_FEEDBACK_COLUMNS, PRESENTATION_FEEDBACK_COLUMNS } from './feedback-columns';
import { EVENT_FEEDBACKS, PRESENTATION_FEEDBACKS } from './feedback-operations';
import { FeedbackTable } from './feedback-table';

/** The feedback trainees and presenters sent from /events, each kind with its own CSV. */
export function FeedbackTab() {
  const events = useQuery(EVENT_FEEDBACKS, { fetchPolicy: 'cache-and-network' });
  const presentations = useQuery(PRESENTATION_FEEDBACKS, { fetchPolicy: 'cache-and-network' });
  return (
    <>
      <FeedbackTable
        id="presentation-feedback-heading"
        title="Presentation Feedback"
        columns={PRESENTATION_FEEDBACK_COLUMNS}
        rows={presentations.data?.presentationFeedbacks ?? []}
        loading={presentations.loading}
        failed={Boolean(presentations.error)}
        csvFile={PRESENTATION_FEEDBACK_CSV_FILE}
      />
      <FeedbackTable
        id="event-feedback-heading"
        title="Event Feedback"
        columns={EVENT_FEEDBACK_COLUMNS}
        rows={events.data?.eventFeedbacks ?? []}
        loading={events.loading}
        failed={Boolean(events.error)}
        csvFile={EVENT_FEEDBACK_CSV_FILE}
      />
    </>
  );
}
