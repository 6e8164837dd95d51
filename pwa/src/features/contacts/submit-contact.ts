import type { ContactValues } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

const SUBMIT_CONTACT = `mutation SubmitContact($submissionId: String!, $input: ContactInput!) {
  submitContact(submissionId: $submissionId, input: $input) { id receivedAt }
}`;

export function submitContact({ name, email, mobile, message }: ContactValues) {
  return submitForm({
    kind: 'contact',
    label: `Contact inquiry from ${name.trim()}`,
    query: SUBMIT_CONTACT,
    variables: { input: { name, email, mobile: mobile?.trim() || undefined, message, submittedAt: new Date().toISOString() } },
  });
}
