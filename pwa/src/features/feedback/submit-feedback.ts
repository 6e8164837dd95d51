import { SUBMIT_EVENT_FEEDBACK_MUTATION, SUBMIT_PRESENTATION_FEEDBACK_MUTATION, type EventFeedbackValues, type PresentationFeedbackValues } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

export function submitEventFeedback(values: EventFeedbackValues) {
  return submitForm({
    kind: 'event-feedback',
    label: `Event feedback from ${values.studentName.trim()}`,
    query: SUBMIT_EVENT_FEEDBACK_MUTATION,
    variables: { input: { ...values, submittedAt: new Date().toISOString() } },
  });
}

/** The presentator's name and mobile are sent too (the old client left them out). */
export function submitPresentationFeedback(values: PresentationFeedbackValues) {
  return submitForm({
    kind: 'presentation-feedback',
    label: values.eventTitle ? `Presentation feedback on ${values.eventTitle}` : 'Presentation feedback',
    query: SUBMIT_PRESENTATION_FEEDBACK_MUTATION,
    variables: { input: { ...values, submittedAt: new Date().toISOString() } },
  });
}
