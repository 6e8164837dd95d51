import styles from './event-form.module.css';
import fields from '../../../components/field.module.css';

interface DescriptionFieldsProps {
  descriptions: string[];
  error?: string;
  onChange: (descriptions: string[]) => void;
}

/** The first description is required; more can be added and removed. */
export function DescriptionFields({ descriptions, error, onChange }: DescriptionFieldsProps) {
  const set = (index: number, value: string) => onChange(descriptions.map((old, i) => (i === index ? value : old)));
  return (
    <fieldset className={styles.group}>
      <legend className={fields.label}>Descriptions</legend>
      {descriptions.map((description, index) => (
        <div key={index} className={styles.description}>
          <label htmlFor={`event-description-${index}`} className={styles.visuallyHidden}>
            {index === 0 ? 'Description (required)' : `Description ${index + 1}`}
          </label>
          <textarea
            id={`event-description-${index}`}
            className={fields.control}
            value={description}
            rows={3}
            aria-invalid={index === 0 && error ? true : undefined}
            aria-describedby={index === 0 && error ? 'event-description-error' : undefined}
            onChange={(event) => set(index, event.target.value)}
          />
          {index > 0 && (
            <button
              type="button"
              className={styles.remove}
              onClick={() => onChange(descriptions.filter((_, i) => i !== index))}
              aria-label={`Remove description ${index + 1}`}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      {error && (
        <p id="event-description-error" className={fields.error}>
          {error}
        </p>
      )}
      <button type="button" className={styles.add} onClick={() => onChange([...descriptions, ''])}>
        Add another description
      </button>
    </fieldset>
  );
}
