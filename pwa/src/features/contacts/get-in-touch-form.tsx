import { type ContactValues, validateContact } from '@site/schema';
import type { FormEvent } from 'react';
import buttons from '../../components/button.module.css';
import { InputField, TextAreaField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useFormSubmission } from '../../lib/use-form-submission';
import styles from './get-in-touch-form.module.css';
import { submitContact } from './submit-contact';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your inquiry has been submitted successfully. We will get back to you soon.';
export const CONTACT_FAILED_MESSAGE = 'Submission failed.';
export const CONTACT_ERROR_PREFIX = 'Error: ';

const EMPTY_CONTACT: Required<ContactValues> = { name: '', email: '', mobile: '', message: '' };

/** The Contact page's 'Get In Touch' form. */
export function GetInTouchForm() {
  const form = useFormSubmission(EMPTY_CONTACT);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const outcome = await form.submit(validateContact(values), () => submitContact(values));
    if (outcome?.kind === 'sent' || outcome?.kind === 'queued') {
      form.reset();
      form.setNotice(outcome.kind === 'sent' ? { tone: 'success', text: CONTACT_SUCCESS_MESSAGE } : { tone: 'info', text: QUEUED_MESSAGE });
    } else if (outcome?.kind === 'rejected') {
      window.alert(outcome.error.message || CONTACT_FAILED_MESSAGE);
    } else if (outcome?.kind === 'failed') {
      window.alert(CONTACT_ERROR_PREFIX + outcome.message);
    }
  }

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <div className={styles.row}>
        <InputField label="Your Name" autoComplete="name" required {...form.bind('name')} />
        <InputField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
        <InputField label="Mobile (optional)" type="tel" autoComplete="tel" placeholder="+91 9876543210" {...form.bind('mobile')} />
      </div>
      <TextAreaField label="Message" rows={5} required {...form.bind('message')} />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={form.submitDisabled}>
          {form.submitting ? 'Submitting...' : 'Send Message'}
        </button>
        {form.notice && <StatusMessage tone={form.notice.tone}>{form.notice.text}</StatusMessage>}
      </div>
    </form>
  );
}
