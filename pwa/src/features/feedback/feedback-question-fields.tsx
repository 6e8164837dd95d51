import { FEEDBACK_QUESTION_FIELDS } from '@site/schema';
import { TextAreaField } from '../../components/field';
import type { BoundField } from '../../lib/use-form-submission';
import styles from './feedback-form.module.css';
import type { FeedbackQuestionField, FeedbackQuestions } from './feedback-questions';
import { RatingField } from './rating-field';

interface FeedbackQuestionFieldsProps {
  questions: FeedbackQuestions;
  bind: (field: FeedbackQuestionField) => BoundField;
}

/** The five questions: the first a rating, the others answered in the visitor's words. */
export function FeedbackQuestionFields({ questions, bind }: FeedbackQuestionFieldsProps) {
  const [first, ...others] = FEEDBACK_QUESTION_FIELDS;
  const rating = bind(first);
  return (
    <fieldset className={styles.group}>
      <legend>Your feedback</legend>
      <RatingField
        question={questions[first]}
        name={rating.name}
        value={rating.value}
        error={rating.error}
        onChange={(value) => rating.onChange({ target: { value } })}
      />
      {others.map((field) => (
        <TextAreaField key={field} label={questions[field]} rows={3} required {...bind(field)} />
      ))}
    </fieldset>
  );
}
