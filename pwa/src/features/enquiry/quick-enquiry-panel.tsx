import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrors, hasErrors, PANEL_CLOSE_MS, type QuickEnquiryField, type QuickEnquiryValues, validateQuickEnquiry } from '@site/schema';
import buttons from '../../components/button.module.css';
import { InputField, TextAreaField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useTimeout } from '../../lib/use-timeout';
import { EMPTY_ENQUIRY } from './quick-enquiry';
import styles from './quick-enquiry.module.css';
import { submitEnquiry } from './submit-enquiry';

export const ENQUIRY_SUCCESS_MESSAGE = '✅ Enquiry submitted successfully!';
export const ENQUIRY_FAILED_PREFIX = 'Failed to submit enquiry: ';
export const ENQUIRY_ERROR_MESSAGE = 'An error occurred. Please try again.';

interface QuickEnquiryPanelProps {
  values: QuickEnquiryValues;
  onChange: (values: QuickEnquiryValues) => void;
  onClose: () => void;
}

export function QuickEnquiryPanel({ values, onChange, onClose }: QuickEnquiryPanelProps) {
  const [errors, setErrors] = useState<FieldErrors<QuickEnquiryField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);

  useTimeout(notice !== null, PANEL_CLOSE_MS, onClose);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const set = (field: QuickEnquiryField) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const found = validateQuickEnquiry(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    const outcome = await submitEnquiry(values);
    setSubmitting(false);
    if (outcome.kind === 'sent' || outcome.kind === 'queued') {
      onChange(EMPTY_ENQUIRY);
      setNotice(outcome.kind === 'sent' ? { tone: 'success', text: ENQUIRY_SUCCESS_MESSAGE } : { tone: 'info', text: QUEUED_MESSAGE });
    } else if (outcome.kind === 'rejected') {
      setErrors(outcome.error.fieldErrors ?? {});
      window.alert(ENQUIRY_FAILED_PREFIX + outcome.error.message);
    } else {
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
      <form noValidate onSubmit={handleSubmit}>
        <InputField label="Your Name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} error={errors.name} />
        <InputField label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={errors.email} />
        <InputField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+91 9876543210"
          required
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextAreaField label="Your enquiry" name="enquiry" required rows={3} value={values.enquiry} onChange={set('enquiry')} error={errors.enquiry} />
        <button type="submit" className={buttons.primary} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Enquiry'}
        </button>
        {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      </form>
    </section>
  );
}
