import { JOB_APPLICATION_MESSAGES, megabytes, PDF_TYPE, RESUME_MAX_BYTES, validateJobApplication } from '@site/schema';
import type { FormEvent } from 'react';
import buttons from '../../components/button.module.css';
import { InputField, TextAreaField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { fileInfo } from '../../lib/file-info';
import type { FormMessages } from '../../lib/form-messages';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useModalForm } from '../../lib/use-modal-form';
import { type JobApplicationFormValues, submitJobApplication } from './submit-job-application';

export const APPLICATION_SUCCESS_MESSAGE = 'Application submitted successfully! Thank you for applying; we will be in touch.';
export const APPLICATION_FAILED_MESSAGE = 'Failed to submit application. Please try again.';

const APPLICATION_MESSAGES: FormMessages = {
  sent: APPLICATION_SUCCESS_MESSAGE,
  queued: QUEUED_MESSAGE,
  rejected: APPLICATION_FAILED_MESSAGE,
  failed: APPLICATION_FAILED_MESSAGE,
};

const EMPTY_APPLICATION: JobApplicationFormValues = { name: '', email: '', phone: '', coverLetter: '', resume: null };

interface JobApplicationFormProps {
  role: string;
  /** What the visitor typed before closing the modal, if anything. */
  draft?: JobApplicationFormValues;
  /** Told of every change, so that closing the modal by mistake loses nothing; undefined once sent. */
  onDraftChange: (draft: JobApplicationFormValues | undefined) => void;
  /** Called PANEL_CLOSE_MS after the application was sent or saved: the modal closes, and the form with it. */
  onDone: () => void;
}

export function JobApplicationForm({ role, draft, onDraftChange, onDone }: JobApplicationFormProps) {
  // A file input cannot be given its file back, so a draft comes back without the resume.
  const initial = draft && { ...draft, resume: null };
  const form = useModalForm(EMPTY_APPLICATION, {
    draft: initial,
    onDraftChange,
    onDone,
    messages: APPLICATION_MESSAGES,
    formMessage: JOB_APPLICATION_MESSAGES.required,
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const found = validateJobApplication({ ...values, category: role, resume: values.resume ? fileInfo(values.resume) : undefined });
    await form.submit(found, () => submitJobApplication(role, values));
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
      <div id={form.formErrorId}>{form.formError && <StatusMessage tone="error">{form.formError}</StatusMessage>}</div>
      <InputField label="Name" autoComplete="name" required {...form.bind('name')} />
      <InputField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
      <InputField label="Phone" type="tel" autoComplete="tel" required {...form.bind('phone')} />
      <InputField label="Job role" name="category" value={role} readOnly error={form.errorOf('category')} />
      <InputField
        label="Resume (PDF)"
        type="file"
        name="resume"
        accept={`${PDF_TYPE},.pdf`}
        required
        hint={`A PDF file, up to ${megabytes(RESUME_MAX_BYTES)}.`}
        onChange={(event) => form.setField('resume', event.target.files?.[0] ?? null)}
        error={form.errorOf('resume')}
        {...form.invalidProps('resume')}
      />
      <TextAreaField label="Cover letter (optional)" rows={5} {...form.bind('coverLetter')} />
      <button type="submit" className={buttons.primary} disabled={form.submitDisabled || form.done}>
        {form.submitting ? 'Submitting...' : 'Submit Application'}
      </button>
      {form.notice && <StatusMessage tone={form.notice.tone}>{form.notice.text}</StatusMessage>}
    </form>
  );
}
