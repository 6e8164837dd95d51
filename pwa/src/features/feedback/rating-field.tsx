import { RATINGS } from '@site/schema';
import { useId } from 'react';
import fieldStyles from '../../components/field.module.css';
import styles from './feedback-form.module.css';

interface RatingFieldProps {
  question: string;
  name: string;
  value: string;
  onChange: (rating: string) => void;
  error?: string;
}

/** A rating question: Excellent, Good, Average or Poor, as radio buttons under the question as legend. */
export function RatingField({ question, name, value, onChange, error }: RatingFieldProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.rating}>
      <legend className={fieldStyles.label}>{question}</legend>
      <div className={styles.ratingOptions}>
        {RATINGS.map((rating) => (
          <label key={rating} className={styles.ratingOption}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(rating)}
            />
            {rating}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
