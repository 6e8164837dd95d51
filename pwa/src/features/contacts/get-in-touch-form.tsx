import { type ContactValues, validateContact } from '@site/schema';
import type { FormEvent } from 'react';
import buttons from '../../components/button.module.css';
import { InputField, TextAreaField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import type { FormMessages } from '../../lib/form-messages';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useFormSubmission } from '../../lib/use-form-submission';
import styles from './get-in-touch-form.module.css';
import { submitContact } from './submit-contact';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your inquiry has been submitted successfully. We will get back to you soon.';

const CONTACT_MESSAGES: FormMessages = {
  sent: CONTACT_SUCCESS_MESSAGE,
  queued: QUEUED_MESSAGE,
  rejected: (error) => error.message || 'Submission failed.',
  failed: (message) => `Error: ${message}`,
  refusalIn: 'alert',
};

const EMPTY_CONTACT: Required<ContactValues> = { name: '', email: '', mobile: '', message: '' };

/** The Contact page's 'Get In Touch' form. */
export function GetInTouchForm() {
  const form = useFormSubmission(EMPTY_CONTACT);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const outcome = await form.submit(validateContact(values), () => submitContact(values));
    form.answer(outcome, CONTACT_MESSAGES, () => form.reset());
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
