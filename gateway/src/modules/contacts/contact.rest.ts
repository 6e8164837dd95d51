import { field, optionalField, submissionIdOf } from '../../rest/request-values.js';
import { shimRoute } from '../../rest/shim-route.js';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  submittedAt: string | null;
  receivedAt: string;
  remark: string;
}

const CONTACT_FIELDS = 'id name email mobile message submittedAt receivedAt remark';

/** The admin view of spec §3: the id as both `_id` and `id`, the mobile as `phone`. */
function adminView({ id, mobile, ...rest }: ContactRow) {
  return { _id: id, id, phone: mobile, ...rest };
}

export const contactShimRoutes = [
  shimRoute<{ submitContact: { id: string; receivedAt: string } }>({
    method: 'POST',
    path: '/api/connectUs',
    operation: `mutation SubmitContact($submissionId: String!, $input: ContactInput!) {
      submitContact(submissionId: $submissionId, input: $input) { id receivedAt }
    }`,
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
  shimRoute<{ contactSubmissions: ContactRow[] }>({
    method: 'GET',
    path: '/api/connects',
    operation: `query ContactSubmissions { contactSubmissions { ${CONTACT_FIELDS} } }`,
    respond: ({ contactSubmissions }) => ({ body: contactSubmissions.map(adminView) }),
  }),
  shimRoute<{ saveContactRemark: ContactRow }>({
    method: 'PUT',
    path: '/api/connects/:id/remark',
    operation: `mutation SaveContactRemark($id: ID!, $remark: String!) {
      saveContactRemark(id: $id, remark: $remark) { ${CONTACT_FIELDS} }
    }`,
    variables: (request) => ({ id: request.params.id, remark: field(request, 'remark') }),
    respond: ({ saveContactRemark }) => ({ body: adminView(saveContactRemark) }),
  }),
];
