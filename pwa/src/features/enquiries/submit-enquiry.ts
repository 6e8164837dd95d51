import { SUBMIT_ENQUIRY_MUTATION, type QuickEnquiryValues } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

export function submitEnquiry(values: QuickEnquiryValues) {
  return submitForm({
    kind: 'enquiry',
    label: `Quick enquiry from ${values.name.trim()}`,
    query: SUBMIT_ENQUIRY_MUTATION,
    variables: { input: { ...values, submittedAt: new Date().toISOString() } },
  });
}
