import { PAGE_ARGUMENTS, PAGE_VARIABLES } from './page.js';

/** The enquiry and contact tables' documents, written once for the PWA and the tests. */
export const ENQUIRY_FIELDS = 'id name email phone enquiry submittedAt remark';
export const CONTACT_SUBMISSION_FIELDS = 'id name email mobile message submittedAt remark';

export const ENQUIRIES_QUERY = `query Enquiries { enquiries { ${ENQUIRY_FIELDS} } }`;
export const ENQUIRY_PAGE_QUERY = `query EnquiryPage(${PAGE_VARIABLES}) { enquiryPage(${PAGE_ARGUMENTS}) { total rows { ${ENQUIRY_FIELDS} } } }`;

export const CONTACT_SUBMISSIONS_QUERY = `query ContactSubmissions { contactSubmissions { ${CONTACT_SUBMISSION_FIELDS} } }`;
export const CONTACT_SUBMISSION_PAGE_QUERY = `query ContactSubmissionPage(${PAGE_VARIABLES}) {
  contactSubmissionPage(${PAGE_ARGUMENTS}) { total rows { ${CONTACT_SUBMISSION_FIELDS} } }
}`;
