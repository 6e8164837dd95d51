import { type PresentationFeedbackValues, validatePresentationFeedback } from '@site/schema';
import type { FormEvent } from 'react';
import buttons from '../../components/button.module.css';
import { InputField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { useFormSubmission } from '../../lib/use-form-submission';
import { EMPTY_FEEDBACK } from './empty-feedback';
import { EventTitleField } from './event-title-field';
import { FEEDBACK_MESSAGES } from './feedback-messages';
import { FeedbackQuestionFields } from './feedback-question-fields';
import { PRESENTATION_QUESTIONS } from './feedback-questions';
import styles from './feedback-form.module.css';
import { ReferenceFields } from './reference-fields';
import { submitPresentationFeedback } from './submit-feedback';

const EMPTY_PRESENTATION_FEEDBACK: Required<PresentationFeedbackValues> = {
  ...EMPTY_FEEDBACK,
  presentatorName: '',
  presentatorMobile: '',
};

/** Feedback on one of our presentations: only the five questions are required. */
export function PresentationFeedbackForm() {
  const form = useFormSubmission(EMPTY_PRESENTATION_FEEDBACK);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const outcome = await form.submit(validatePresentationFeedback(values), () => submitPresentationFeedback(values));
    // The same event goes on for the next person.
    form.answer(outcome, FEEDBACK_MESSAGES, () => form.reset({ eventTitle: values.eventTitle }));
  }

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <fieldset className={styles.group}>
        <legend>Presentation</legend>
        <div className={styles.row}>
          <EventTitleField {...form.bind('eventTitle')} />
          <InputField label="Presentator's name" {...form.bind('presentatorName')} />
          <InputField label="Presentator's mobile" type="tel" {...form.bind('presentatorMobile')} />
        </div>
      </fieldset>
      <ReferenceFields bind={form.bind} />
      <FeedbackQuestionFields questions={PRESENTATION_QUESTIONS} bind={form.bind} />
      <button type="submit" className={buttons.primary} disabled={form.submitDisabled}>
        {form.submitting ? 'Submitting...' : 'Submit Presentation Feedback'}
      </button>
      {form.notice && <StatusMessage tone={form.notice.tone}>{form.notice.text}</StatusMessage>}
    </form>
  );
}
