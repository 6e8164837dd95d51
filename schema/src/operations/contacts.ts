import { PAGE_ARGUMENTS, PAGE_VARIABLES } from './page.js';

/** The contacts feature's documents, written once for the PWA, the REST shim rows and the tests. */
export const CONTACT_SUBMISSION_FIELDS = 'id name email mobile message submittedAt receivedAt remark';

export const SUBMIT_CONTACT_MUTATION = `mutation SubmitContact($submissionId: String!, $input: ContactInput!) {
  submitContact(submissionId: $submissionId, input: $input) { id receivedAt }
}`;

export const CONTACT_SUBMISSIONS_QUERY = `query ContactSubmissions { contactSubmissions { ${CONTACT_SUBMISSION_FIELDS} } }`;
export const CONTACT_SUBMISSION_PAGE_QUERY = `query ContactSubmissionPage(${PAGE_VARIABLES}) {
  contactSubmissionPage(${PAGE_ARGUMENTS}) { total rows { ${CONTACT_SUBMISSION_FIELDS} } }
}`;

export const SAVE_CONTACT_REMARK_MUTATION = `mutation SaveContactRemark($id: ID!, $remark: String!) {
  saveContactRemark(id: $id, remark: $remark) { ${CONTACT_SUBMISSION_FIELDS} }
}`;
