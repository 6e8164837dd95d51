import { SUBMIT_JOB_APPLICATION_MUTATION } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

export interface JobApplicationFormValues {
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  resume: File | null;
}

/** The resume travels with the application, through the outbox, so an offline application keeps it too. */
export function submitJobApplication(role: string, { resume, ...fields }: JobApplicationFormValues) {
  return submitForm({
    kind: 'job-application',
    label: `Job application from ${fields.name.trim()} for ${role}`,
    query: SUBMIT_JOB_APPLICATION_MUTATION,
    variables: { input: { ...fields, category: role, submittedAt: new Date().toISOString() } },
    files: resume ? { 'variables.resume': resume } : {},
  });
}
