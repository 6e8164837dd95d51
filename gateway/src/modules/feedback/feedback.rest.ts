import {
  SUBMIT_EVENT_FEEDBACK_MUTATION,
  SUBMIT_PRESENTATION_FEEDBACK_MUTATION,
  type SubmitEventFeedbackMutation,
  type SubmitPresentationFeedbackMutation,
} from '@site/schema';
import { dateTime, object, RECEIPT, text } from '../../openapi/json-schema.js';
import { field, optionalField, submissionIdOf } from '../../rest/request-values.js';
import { type ShimRequest, shimRoute } from '../../rest/shim-route.js';
import { EVENT_FEEDBACK_FIELDS, PRESENTATION_FEEDBACK_FIELDS } from './feedback.types.js';

type Receipt = SubmitEventFeedbackMutation['submitEventFeedback'];

/** The JSON body as the input; a missing field is '' so the shared rule names it when it is required. */
function feedbackInput(request: ShimRequest, fields: readonly string[]) {
  const texts = Object.fromEntries(fields.map((name) => [name, field(request, name)]));
  return { ...texts, submittedAt: optionalField(request, 'submittedAt') };
}

/** The form's fields, all text; the shared rule says which may be empty. */
const feedbackBody = (fields: readonly string[]) =>
  object({ ...Object.fromEntries(fields.map((name) => [name, text()])), submittedAt: dateTime() }, [...fields, 'submittedAt']);

const created = (receipt: Receipt) => ({ status: 201, body: { success: true, _id: receipt.id, receivedAt: receipt.receivedAt } });

export const feedbackShimRoutes = [
  shimRoute<SubmitEventFeedbackMutation>({
    method: 'POST',
    path: '/api/eventFeedbacks',
    doc: { summary: 'Sends feedback on an event', access: 'public', status: 201, body: feedbackBody(EVENT_FEEDBACK_FIELDS), answer: () => RECEIPT },
    operation: SUBMIT_EVENT_FEEDBACK_MUTATION,
    variables: (request) => ({ submissionId: submissionIdOf(request), input: feedbackInput(request, EVENT_FEEDBACK_FIELDS) }),
    respond: ({ submitEventFeedback }) => created(submitEventFeedback),
  }),
  shimRoute<SubmitPresentationFeedbackMutation>({
    method: 'POST',
    path: '/api/presentationFeedbacks',
    doc: {
      summary: 'Sends feedback on a presentation',
      access: 'public',
      status: 201,
      body: feedbackBody(PRESENTATION_FEEDBACK_FIELDS),
      answer: () => RECEIPT,
    },
    operation: SUBMIT_PRESENTATION_FEEDBACK_MUTATION,
    variables: (request) => ({ submissionId: submissionIdOf(request), input: feedbackInput(request, PRESENTATION_FEEDBACK_FIELDS) }),
    respond: ({ submitPresentationFeedback }) => created(submitPresentationFeedback),
  }),
];
