import { SUBMIT_CONTACT_MUTATION, type ContactValues } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

export function submitContact({ name, email, mobile, message }: ContactValues) {
  return submitForm({
    kind: 'contact',
    label: `Contact inquiry from ${name.trim()}`,
    query: SUBMIT_CONTACT_MUTATION,
    variables: { input: { name, email, mobile: mobile?.trim() || undefined, message, submittedAt: new Date().toISOString() } },
  });
}
