import { EventsPage } from '../features/events/events-page';
import { FeedbackForms } from '../features/feedback/feedback-forms';

/** /events: the events page, with the feedback feature's forms in its Feedbacks section. */
export function EventsWithFeedbackPage() {
  return <EventsPage feedbackForms={<FeedbackForms />} />;
}
