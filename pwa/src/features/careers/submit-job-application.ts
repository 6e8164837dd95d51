import { submitForm } from '../../lib/submit-form';

const SUBMIT_JOB_APPLICATION = `mutation SubmitJobApplication($submissionId: String!, $input: JobApplicationInput!, $resume: Upload) {
  submitJobApplication(submissionId: $submissionId, input: $input, resume: $resume) { id receivedAt }
}`;

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
    query: SUBMIT_JOB_APPLICATION,
    variables: { input: { ...fields, category: role, submittedAt: new Date().toISOString() } },
    files: resume ? { 'variables.resume': resume } : {},
  });
}
