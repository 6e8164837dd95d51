import { type QuickEnquiryValues, validateQuickEnquiry } from '@site/schema';
import { type FormEvent, type RefObject, useEffect, useRef } from 'react';
import buttons from '../../components/button.module.css';
import { InputField, TextAreaField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import type { FormMessages } from '../../lib/form-messages';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useModalForm } from '../../lib/use-modal-form';
import { EMPTY_ENQUIRY } from './empty-enquiry';
import styles from './quick-enquiry.module.css';
import { submitEnquiry } from './submit-enquiry';

const ENQUIRY_MESSAGES: FormMessages = {
  sent: '✅ Enquiry submitted successfully!',
  queued: QUEUED_MESSAGE,
  rejected: (error) => `Failed to submit enquiry: ${error.message}`,
  failed: 'An error occurred. Please try again.',
  refusalIn: 'alert',
};

interface QuickEnquiryPanelProps {
  panelRef: RefObject<HTMLElement | null>;
  /** What the visitor typed before the panel was last closed. */
  draft: QuickEnquiryValues;
  /** Told of every change; undefined once sent or saved. */
  onDraftChange: (values: QuickEnquiryValues | undefined) => void;
  onClose: () => void;
}

export function QuickEnquiryPanel({ panelRef, draft, onDraftChange, onClose }: QuickEnquiryPanelProps) {
  const form = useModalForm(EMPTY_ENQUIRY, { draft, onDraftChange, onDone: onClose, messages: ENQUIRY_MESSAGES, clearWhenDone: true });
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus moves in on opening, to the × as in the site's modals: a field would raise a phone's keyboard over the panel.
  useEffect(() => closeRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    await form.submit(validateQuickEnquiry(values), () => submitEnquiry(values));
  }

  return (
    <section ref={panelRef} id="quick-enquiry" className={styles.panel} role="dialog" aria-labelledby="quick-enquiry-title">
      <div className={styles.header}>
        <h2 id="quick-enquiry-title">Quick Enquiry</h2>
        <button ref={closeRef} type="button" className={styles.close} aria-label="Close quick enquiry" onClick={onClose}>
          ×
        </button>
      </div>
      <form ref={form.formRef} className={styles.body} noValidate onSubmit={handleSubmit}>
        <InputField label="Your Name" autoComplete="name" required {...form.bind('name')} />
        <InputField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
        <InputField label="Phone" type="tel" autoComplete="tel" placeholder="+91 9876543210" required {...form.bind('phone')} />
        <TextAreaField label="Your enquiry" required rows={3} {...form.bind('enquiry')} />
        <button type="submit" className={buttons.primary} disabled={form.submitDisabled}>
          {form.submitting ? 'Submitting...' : 'Submit Enquiry'}
        </button>
        {form.notice && <StatusMessage tone={form.notice.tone}>{form.notice.text}</StatusMessage>}
      </form>
    </section>
  );
}
