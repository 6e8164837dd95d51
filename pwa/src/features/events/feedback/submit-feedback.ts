import type { EventFeedbackValues, PresentationFeedbackValues } from '@site/schema';
import { submitForm } from '../../../lib/submit-form';

const SUBMIT_EVENT_FEEDBACK = `mutation SubmitEventFeedback($submissionId: String!, $input: EventFeedbackInput!) {
  submitEventFeedback(submissionId: $submissionId, input: $input) { id receivedAt }
}`;

const SUBMIT_PRESENTATION_FEEDBACK = `mutation SubmitPresentationFeedback($submissionId: String!, $input: PresentationFeedbackInput!) {
  submitPresentationFeedback(submissionId: $submissionId, input: $input) { id receivedAt }
}`;

export function submitEventFeedback(values: EventFeedbackValues) {
  return submitForm({
    kind: 'event-feedback',
    label: `Event feedback from ${values.studentName.trim()}`,
    query: SUBMIT_EVENT_FEEDBACK,
    variables: { input: { ...values, submittedAt: new Date().toISOString() } },
  });
}

/** The presentator's name and mobile are sent too (the old client left them out). */
export function submitPresentationFeedback(values: PresentationFeedbackValues) {
  return submitForm({
    kind: 'presentation-feedback',
    label: values.eventTitle ? `Presentation feedback on ${values.eventTitle}` : 'Presentation feedback',
    query: SUBMIT_PRESENTATION_FEEDBACK,
    variables: { input: { ...values, submittedAt: new Date().toISOString() } },
  });
}
