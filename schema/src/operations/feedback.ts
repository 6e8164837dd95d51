import { PAGE_ARGUMENTS, PAGE_VARIABLES } from './page.js';

/** The feedback feature's documents, written once for the PWA, the REST shim rows and the tests. */

const QUESTIONS = 'question1 question2 question3 question4 question5';
const REFERENCES = 'hodName hodEmail hodMobile principalName principalEmail principalMobile';

const EVENT_FEEDBACK_FIELDS = `id eventTitle studentName studentEmail studentMobile collegeName ${REFERENCES} ${QUESTIONS} submittedAt receivedAt`;
const PRESENTATION_FEEDBACK_FIELDS = `id eventTitle presentatorName presentatorMobile ${REFERENCES} ${QUESTIONS} submittedAt receivedAt`;

export const EVENT_FEEDBACKS_QUERY = `query EventFeedbacks { eventFeedbacks { ${EVENT_FEEDBACK_FIELDS} } }`;
export const EVENT_FEEDBACK_PAGE_QUERY = `query EventFeedbackPage(${PAGE_VARIABLES}) {
  eventFeedbackPage(${PAGE_ARGUMENTS}) { total rows { ${EVENT_FEEDBACK_FIELDS} } }
}`;

export const PRESENTATION_FEEDBACKS_QUERY = `query PresentationFeedbacks { presentationFeedbacks { ${PRESENTATION_FEEDBACK_FIELDS} } }`;
export const PRESENTATION_FEEDBACK_PAGE_QUERY = `query PresentationFeedbackPage(${PAGE_VARIABLES}) {
  presentationFeedbackPage(${PAGE_ARGUMENTS}) { total rows { ${PRESENTATION_FEEDBACK_FIELDS} } }
}`;

export const SUBMIT_EVENT_FEEDBACK_MUTATION = `mutation SubmitEventFeedback($submissionId: String!, $input: EventFeedbackInput!) {
  submitEventFeedback(submissionId: $submissionId, input: $input) { id receivedAt }
}`;

export const SUBMIT_PRESENTATION_FEEDBACK_MUTATION = `mutation SubmitPresentationFeedback($submissionId: String!, $input: PresentationFeedbackInput!) {
  submitPresentationFeedback(submissionId: $submissionId, input: $input) { id receivedAt }
}`;
