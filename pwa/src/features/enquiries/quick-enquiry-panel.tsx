import { type FormEvent, useEffect, useState } from 'react';
import { PANEL_CLOSE_MS, type QuickEnquiryValues, validateQuickEnquiry } from '@site/schema';
import buttons from '../../components/button.module.css';
import { InputField, TextAreaField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useFormSubmission } from '../../lib/use-form-submission';
import { useTimeout } from '../../lib/use-timeout';
import { EMPTY_ENQUIRY } from './empty-enquiry';
import styles from './quick-enquiry.module.css';
import { submitEnquiry } from './submit-enquiry';

export const ENQUIRY_SUCCESS_MESSAGE = '✅ Enquiry submitted successfully!';
export const ENQUIRY_FAILED_PREFIX = 'Failed to submit enquiry: ';
export const ENQUIRY_ERROR_MESSAGE = 'An error occurred. Please try again.';

interface QuickEnquiryPanelProps {
  /** What the visitor typed before the panel was last closed. */
  draft: QuickEnquiryValues;
  onDraftChange: (values: QuickEnquiryValues) => void;
  onClose: () => void;
}

export function QuickEnquiryPanel({ draft, onDraftChange, onClose }: QuickEnquiryPanelProps) {
  const form = useFormSubmission(EMPTY_ENQUIRY, { initial: draft });
  const [done, setDone] = useState(false);

  useEffect(() => onDraftChange(form.values), [form.values, onDraftChange]);
  useTimeout(done, PANEL_CLOSE_MS, onClose);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const outcome = await form.submit(validateQuickEnquiry(values), () => submitEnquiry(values));
    if (outcome?.kind === 'sent' || outcome?.kind === 'queued') {
      form.reset();
      form.setNotice(outcome.kind === 'sent' ? { tone: 'success', text: ENQUIRY_SUCCESS_MESSAGE } : { tone: 'info', text: QUEUED_MESSAGE });
      setDone(true);
    } else if (outcome?.kind === 'rejected') {
      window.alert(ENQUIRY_FAILED_PREFIX + outcome.error.message);
    } else if (outcome?.kind === 'failed') {
      window.alert(ENQUIRY_ERROR_MESSAGE);
    }
  }

  return (
    <section id="quick-enquiry" className={styles.panel} role="dialog" aria-labelledby="quick-enquiry-title">
      <div className={styles.header}>
        <h2 id="quick-enquiry-title">Quick Enquiry</h2>
        <button type="button" className={styles.close} aria-label="Close quick enquiry" onClick={onClose}>
          ×
        </button>
      </div>
      <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
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
