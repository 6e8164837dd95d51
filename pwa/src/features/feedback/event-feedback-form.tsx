import { type EventFeedbackValues, validateEventFeedback } from '@site/schema';
import type { FormEvent } from 'react';
import buttons from '../../components/button.module.css';
import { InputField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { useFormSubmission } from '../../lib/use-form-submission';
import { EMPTY_FEEDBACK } from './empty-feedback';
import { EventTitleField } from './event-title-field';
import { FEEDBACK_MESSAGES } from './feedback-messages';
import { FeedbackQuestionFields } from './feedback-question-fields';
import { EVENT_QUESTIONS } from './feedback-questions';
import styles from './feedback-form.module.css';
import { ReferenceFields } from './reference-fields';
import { submitEventFeedback } from './submit-feedback';

const EMPTY_EVENT_FEEDBACK: Required<EventFeedbackValues> = {
  ...EMPTY_FEEDBACK,
  studentName: '',
  studentEmail: '',
  studentMobile: '',
  collegeName: '',
};

/** A student's feedback on an event: their details and the five questions are required. */
export function EventFeedbackForm() {
  const form = useFormSubmission(EMPTY_EVENT_FEEDBACK);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const outcome = await form.submit(validateEventFeedback(values), () => submitEventFeedback(values));
    // At an expo the whole queue of students is at the same event.
    form.answer(outcome, FEEDBACK_MESSAGES, () => form.reset({ eventTitle: values.eventTitle }));
  }

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <fieldset className={styles.group}>
        <legend>Your details</legend>
        <div className={styles.row}>
          <EventTitleField {...form.bind('eventTitle')} />
          <InputField label="Student name" autoComplete="name" required {...form.bind('studentName')} />
          <InputField label="Email" type="email" autoComplete="email" required {...form.bind('studentEmail')} />
          <InputField label="Mobile" type="tel" autoComplete="tel" required {...form.bind('studentMobile')} />
          <InputField label="College name" autoComplete="organization" required {...form.bind('collegeName')} />
        </div>
      </fieldset>
      <ReferenceFields bind={form.bind} />
      <FeedbackQuestionFields questions={EVENT_QUESTIONS} bind={form.bind} />
      <button type="submit" className={buttons.primary} disabled={form.submitDisabled}>
        {form.submitting ? 'Submitting...' : 'Submit Event Feedback'}
      </button>
      {form.notice && <StatusMessage tone={form.notice.tone}>{form.notice.text}</StatusMessage>}
    </form>
  );
}
