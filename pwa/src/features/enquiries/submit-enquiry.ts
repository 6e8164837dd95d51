import type { QuickEnquiryValues } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

const SUBMIT_ENQUIRY = `mutation SubmitEnquiry($submissionId: String!, $input: EnquiryInput!) {
  submitEnquiry(submissionId: $submissionId, input: $input) { id receivedAt }
}`;

export function submitEnquiry(values: QuickEnquiryValues) {
  return submitForm({
    kind: 'enquiry',
    label: `Quick enquiry from ${values.name.trim()}`,
    query: SUBMIT_ENQUIRY,
    variables: { input: { ...values, submittedAt: new Date().toISOString() } },
  });
}
