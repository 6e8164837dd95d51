import {
  CONTACT_SUBMISSIONS_QUERY,
  type ContactSubmissionsQuery,
  SAVE_CONTACT_REMARK_MUTATION,
  type SaveContactRemarkMutation,
  SUBMIT_CONTACT_MUTATION,
  type SubmitContactMutation,
} from '@site/schema';
import { dateTime, object, reshape, succeeded, text } from '../../openapi/json-schema.js';
import { remarkedListRoutes } from '../../rest/remarked-list-routes.js';
import { field, optionalField, submissionIdOf } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';

type ContactRow = ContactSubmissionsQuery['contactSubmissions'][number];

/** The admin view of spec §3: the id as both `_id` and `id`, the mobile as `phone`. */
function adminView({ id, mobile, ...rest }: ContactRow) {
  return { _id: id, id, phone: mobile, ...rest };
}

export const contactShimRoutes = [
  shimRoute<SubmitContactMutation>({
    method: 'POST',
    path: '/api/connectUs',
    doc: {
      summary: 'Sends a message from the contact page',
      access: 'public',
      status: 201,
      body: object({ name: text(), email: text(), mobile: text(), message: text(), submittedAt: dateTime() }, ['mobile', 'submittedAt']),
      answer: () => succeeded({ _id: text(), id: text('The same as `_id`.'), receivedAt: dateTime() }),
    },
    operation: SUBMIT_CONTACT_MUTATION,
    variables: (request) => ({
      submissionId: submissionIdOf(request),
      input: {
        name: field(request, 'name'),
        email: field(request, 'email'),
        mobile: optionalField(request, 'mobile'),
        message: field(request, 'message'),
        submittedAt: optionalField(request, 'submittedAt'),
      },
    }),
    respond: ({ submitContact }) => ({
      status: 201,
      body: { success: true, _id: submitContact.id, id: submitContact.id, receivedAt: submitContact.receivedAt },
    }),
  }),
  ...remarkedListRoutes({
    path: '/api/connects',
    list: { operation: CONTACT_SUBMISSIONS_QUERY, rows: ({ contactSubmissions }: ContactSubmissionsQuery) => contactSubmissions },
    remark: { operation: SAVE_CONTACT_REMARK_MUTATION, row: ({ saveContactRemark }: SaveContactRemarkMutation) => saveContactRemark },
    view: adminView,
    doc: { rows: 'contact-page messages', view: (row) => reshape(row, { rename: { mobile: 'phone' }, set: { _id: text('The same as `id`.') } }) },
  }),
];
