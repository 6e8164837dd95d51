import {
  ENQUIRIES_QUERY,
  type EnquiriesQuery,
  SAVE_ENQUIRY_REMARK_MUTATION,
  type SaveEnquiryRemarkMutation,
  SUBMIT_ENQUIRY_MUTATION,
  type SubmitEnquiryMutation,
} from '@site/schema';
import { dateTime, object, RECEIPT, reshape, text } from '../../openapi/json-schema.js';
import { remarkedListRoutes } from '../../rest/remarked-list-routes.js';
import { field, submissionIdOf } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';

type EnquiryRow = EnquiriesQuery['enquiries'][number];

/** The admin view of spec §3: `_id` rather than `id`. */
function adminView({ id, ...rest }: EnquiryRow) {
  return { _id: id, ...rest };
}

export const enquiryShimRoutes = [
  shimRoute<SubmitEnquiryMutation>({
    method: 'POST',
    path: '/api/enquiry',
    doc: {
      summary: 'Sends a quick enquiry',
      access: 'public',
      status: 201,
      body: object({ name: text(), email: text(), phone: text(), enquiry: text(), submittedAt: dateTime() }, ['submittedAt']),
      answer: () => RECEIPT,
    },
    operation: SUBMIT_ENQUIRY_MUTATION,
    variables: (request) => ({
      submissionId: submissionIdOf(request),
      input: {
        name: field(request, 'name'),
        email: field(request, 'email'),
        phone: field(request, 'phone'),
        enquiry: field(request, 'enquiry'),
        submittedAt: field(request, 'submittedAt') || null,
      },
    }),
    respond: ({ submitEnquiry }) => ({
      status: 201,
      body: { success: true, _id: submitEnquiry.id, receivedAt: submitEnquiry.receivedAt },
    }),
  }),
  ...remarkedListRoutes({
    path: '/api/enquiry',
    list: { operation: ENQUIRIES_QUERY, rows: ({ enquiries }: EnquiriesQuery) => enquiries },
    remark: { operation: SAVE_ENQUIRY_REMARK_MUTATION, row: ({ saveEnquiryRemark }: SaveEnquiryRemarkMutation) => saveEnquiryRemark },
    view: adminView,
    doc: { rows: 'quick enquiries', view: (row) => reshape(row, { rename: { id: '_id' } }) },
  }),
];
