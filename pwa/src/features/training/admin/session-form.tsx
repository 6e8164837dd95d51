import { useMutation } from '@apollo/client/react';
import { TRAINING_SESSION_MESSAGES, firstError, hasErrors, validateTrainingSession } from '@site/schema';
import { type FormEvent, useState } from 'react';
import buttons from '../../../components/button.module.css';
import { InputField, TextAreaField } from '../../../components/field';
import { StatusMessage } from '../../../components/status-message';
import type { TrainingSession } from '../training-session';
import { TOKEN_MISSING_MESSAGE, fieldErrorsOf, isSignedOut } from '../../../lib/admin/admin-errors';
import styles from './training-tab.module.css';
import { CREATE_SESSION, SESSIONS, UPDATE_SESSION } from './training-operations';

export const SESSION_SAVED = { add: 'Training session added successfully!', update: 'Training session updated successfully!' } as const;
export const SESSION_SAVE_FAILED = 'Failed to save training session';

type Values = Record<'title' | 'date' | 'time' | 'instructor' | 'description' | 'capacity' | 'registered', string>;

const EMPTY: Values = { title: '', date: '', time: '', instructor: '', description: '', capacity: '', registered: '0' };

function valuesOf(session: TrainingSession): Values {
  return { ...session, capacity: String(session.capacity), registered: String(session.registered) };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

interface SessionFormProps {
  /** The session being updated; null adds a new one. */
  editing: TrainingSession | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Add or update a session. The registered count is editable only when updating; a new session starts at 0. */
export function SessionForm({ editing, onSaved, onCancel }: SessionFormProps) {
  const mode = editing ? 'update' : 'add';
  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, created] = useMutation(CREATE_SESSION, { refetchQueries: [SESSIONS] });
  const [update, updated] = useMutation(UPDATE_SESSION, { refetchQueries: [SESSIONS] });
  const saving = created.loading || updated.loading;

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] === TRAINING_SESSION_MESSAGES.required ? undefined : errors[name],
    'aria-invalid': errors[name] ? (true as const) : undefined,
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateTrainingSession(editing ? values : { ...values, registered: undefined });
    setErrors(found);
    if (hasErrors(found)) return;
    const input = { ...values, capacity: numberOrNull(values.capacity), registered: editing ? numberOrNull(values.registered) : 0 };
    try {
      if (editing) await update({ variables: { title: editing.title, input } });
      else await create({ variables: { input } });
      onSaved(SESSION_SAVED[mode]);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      setFailure(isSignedOut(error) ? TOKEN_MISSING_MESSAGE : fieldErrors ? (firstError(fieldErrors) ?? SESSION_SAVE_FAILED) : SESSION_SAVE_FAILED);
    }
  }

  const formError = Object.values(errors).includes(TRAINING_SESSION_MESSAGES.required) ? TRAINING_SESSION_MESSAGES.required : null;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={editing ? `Update ${editing.title}` : 'Add a training session'}>
      <h3 className={styles.formTitle}>{editing ? `Update ${editing.title}` : 'Add a session'}</h3>
      {formError && <StatusMessage tone="error">{formError}</StatusMessage>}
      <div className={styles.formGrid}>
        <InputField label="Title" required {...bind('title')} />
        <InputField label="Date" type="date" required {...bind('date')} />
        <InputField label="Time" placeholder="10:00 AM - 1:00 PM" required {...bind('time')} />
        <InputField label="Instructor" required {...bind('instructor')} />
        <InputField label="Capacity" type="number" min={1} step={1} inputMode="numeric" required {...bind('capacity')} />
        {editing && <InputField label="Registered" type="number" min={0} step={1} inputMode="numeric" {...bind('registered')} />}
      </div>
      <TextAreaField label="Description" rows={3} required {...bind('description')} />
      <div className={styles.formActions}>
        <button type="submit" className={buttons.primary} disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Session' : 'Add Session'}
        </button>
        {editing && (
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
    </form>
  );
}
