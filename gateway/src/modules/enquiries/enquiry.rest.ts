import { field, submissionIdOf } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';

interface EnquiryRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  enquiry: string;
  submittedAt: string | null;
  receivedAt: string;
  remark: string;
}

const ENQUIRY_FIELDS = 'id name email phone enquiry submittedAt receivedAt remark';

/** The admin view of spec §3: `_id` rather than `id`. */
function adminView({ id, ...rest }: EnquiryRow) {
  return { _id: id, ...rest };
}

export const enquiryShimRoutes = [
  shimRoute<{ submitEnquiry: { id: string; receivedAt: string } }>({
    method: 'POST',
    path: '/api/enquiry',
    operation: `mutation SubmitEnquiry($submissionId: String!, $input: EnquiryInput!) {
      submitEnquiry(submissionId: $submissionId, input: $input) { id receivedAt }
    }`,
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
  shimRoute<{ enquiries: EnquiryRow[] }>({
    method: 'GET',
    path: '/api/enquiry',
    operation: `query Enquiries { enquiries { ${ENQUIRY_FIELDS} } }`,
    respond: ({ enquiries }) => ({ body: enquiries.map(adminView) }),
  }),
  shimRoute<{ saveEnquiryRemark: EnquiryRow }>({
    method: 'PUT',
    path: '/api/enquiry/:id/remark',
    operation: `mutation SaveEnquiryRemark($id: ID!, $remark: String!) {
      saveEnquiryRemark(id: $id, remark: $remark) { ${ENQUIRY_FIELDS} }
    }`,
    variables: (request) => ({ id: request.params.id, remark: field(request, 'remark') }),
    respond: ({ saveEnquiryRemark }) => ({ body: adminView(saveEnquiryRemark) }),
  }),
];
