import { PAGE_ARGUMENTS, PAGE_VARIABLES } from './page.js';

/** The enquiries feature's documents, written once for the PWA, the REST shim rows and the tests. */
export const ENQUIRY_FIELDS = 'id name email phone enquiry submittedAt receivedAt remark';

export const SUBMIT_ENQUIRY_MUTATION = `mutation SubmitEnquiry($submissionId: String!, $input: EnquiryInput!) {
  submitEnquiry(submissionId: $submissionId, input: $input) { id receivedAt }
}`;

export const ENQUIRIES_QUERY = `query Enquiries { enquiries { ${ENQUIRY_FIELDS} } }`;
export const ENQUIRY_PAGE_QUERY = `query EnquiryPage(${PAGE_VARIABLES}) { enquiryPage(${PAGE_ARGUMENTS}) { total rows { ${ENQUIRY_FIELDS} } } }`;

export const SAVE_ENQUIRY_REMARK_MUTATION = `mutation SaveEnquiryRemark($id: ID!, $remark: String!) {
  saveEnquiryRemark(id: $id, remark: $remark) { ${ENQUIRY_FIELDS} }
}`;
