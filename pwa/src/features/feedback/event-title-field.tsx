import { useId } from 'react';
import fieldStyles from '../../components/field.module.css';
import { pastEvents } from '../../content/past-events';

export const EVENT_TITLES: readonly string[] = pastEvents.map((event) => event.title);

/** The first (most recent) event is chosen to begin with. */
export const DEFAULT_EVENT_TITLE = EVENT_TITLES[0] ?? '';

interface EventTitleFieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

/** Which of our events the feedback is about. */
export function EventTitleField({ name, value, onChange, error }: EventTitleFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Event
      </label>
      <select
        id={id}
        name={name}
        className={fieldStyles.control}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {EVENT_TITLES.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
