import { megabytes, SUPPORT_ATTACHMENT_EXTENSIONS, SUPPORT_MESSAGES, type SupportCategory, TICKET_ATTACHMENT_MAX_BYTES, validateSupport } from '@site/schema';
import type { FormEvent } from 'react';
import buttons from '../../components/button.module.css';
import { InputField, TextAreaField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { fileInfo } from '../../lib/file-info';
import type { FormMessages } from '../../lib/form-messages';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useModalForm } from '../../lib/use-modal-form';
import { submitSupportRequest, type SupportRequestValues, ticketIdOf } from './submit-support-request';

export const SUPPORT_FAILED_MESSAGE = 'Failed to submit request. Please try again later.';

const EMPTY_REQUEST: SupportRequestValues = {
  fullName: '',
  email: '',
  contactNo: '',
  organizationName: '',
  query: '',
  productName: '',
  message: '',
  image: null,
};

export function supportSuccessMessage(category: SupportCategory, ticketId?: string): string {
  const sent = `${category} request submitted successfully!`;
  return ticketId ? `${sent} Your ticket number is ${ticketId}.` : sent;
}

function supportMessages(category: SupportCategory): FormMessages {
  return {
    sent: (data) => supportSuccessMessage(category, ticketIdOf(data)),
    queued: QUEUED_MESSAGE,
    rejected: (error) => error.message || SUPPORT_FAILED_MESSAGE,
    failed: SUPPORT_FAILED_MESSAGE,
  };
}

interface SupportRequestFormProps {
  category: SupportCategory;
  /** What the visitor typed before closing the modal, if anything. */
  draft?: SupportRequestValues;
  /** Told of every change, so that closing the modal by mistake loses nothing; undefined once sent. */
  onDraftChange: (draft: SupportRequestValues | undefined) => void;
  /** Called PANEL_CLOSE_MS after the request was sent or saved: the modal closes, and the form with it. */
  onDone: () => void;
}

export function SupportRequestForm({ category, draft, onDraftChange, onDone }: SupportRequestFormProps) {
  // A file input cannot be given its file back, so a draft comes back without the attachment.
  const initial = draft && { ...draft, image: null };
  const form = useModalForm(EMPTY_REQUEST, {
    draft: initial,
    onDraftChange,
    onDone,
    messages: supportMessages(category),
    formMessage: SUPPORT_MESSAGES.required,
  });
  const maintenance = category === 'Maintenance';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const image = maintenance && values.image ? fileInfo(values.image) : null;
    await form.submit(validateSupport({ ...values, formType: category, image }), () => submitSupportRequest(category, values));
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
      <div id={form.formErrorId}>{form.formError && <StatusMessage tone="error">{form.formError}</StatusMessage>}</div>
      <InputField label="Full Name" autoComplete="name" required {...form.bind('fullName')} />
      <InputField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
      <InputField label="Contact No." type="tel" autoComplete="tel" required {...form.bind('contactNo')} />
      <InputField label="Organization Name" autoComplete="organization" required {...form.bind('organizationName')} />
      {maintenance ? (
        <>
          <TextAreaField label="Issue description" rows={4} required {...form.bind('query')} />
          <InputField
            label="Attachment (optional)"
            type="file"
            name="image"
            accept={SUPPORT_ATTACHMENT_EXTENSIONS.join(',')}
            hint={`A photo or a report: PDF, JPEG or PNG, up to ${megabytes(TICKET_ATTACHMENT_MAX_BYTES)}.`}
            onChange={(event) => form.setField('image', event.target.files?.[0] ?? null)}
            error={form.errorOf('image')}
          />
        </>
      ) : (
        <>
          <InputField label="Product Name (optional)" {...form.bind('productName')} />
          <TextAreaField label="Message (optional)" rows={4} {...form.bind('message')} />
        </>
      )}
      <button type="submit" className={buttons.primary} disabled={form.submitDisabled || form.done}>
        {form.submitting ? 'Submitting...' : 'Submit Request'}
      </button>
      {form.notice && <StatusMessage tone={form.notice.tone}>{form.notice.text}</StatusMessage>}
    </form>
  );
}
