import { ID_CARD_MAX_BYTES, TRAINING_REGISTRATION_MESSAGES, TRAINING_ROLES, megabytes, validateTrainingRegistration } from '@site/schema';
import { type FormEvent, useEffect, useState } from 'react';
import buttons from '../../components/button.module.css';
import { InputField } from '../../components/field';
import fields from '../../components/field.module.css';
import { StatusMessage } from '../../components/status-message';
import { fileInfo } from '../../lib/file-info';
import { acceptedNotice, type FormMessages, refusalText } from '../../lib/form-messages';
import { isAccepted } from '../../lib/outbox/form-outcome';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { useFormSubmission } from '../../lib/use-form-submission';
import styles from './training-calendar-page.module.css';
import { referenceOf, submitTrainingRegistration, type TrainingRegistrationFormValues } from './submit-training-registration';

export const REGISTER_FAILED_MESSAGE = 'Failed to submit registration';

const EMPTY_REGISTRATION: TrainingRegistrationFormValues = {
  role: '',
  fullName: '',
  contact: '',
  workEmail: '',
  organization: '',
  employeeId: '',
  idCard: null,
};

/** What the page shows once the modal has closed. */
export type RegistrationDone = { tone: 'success' | 'info'; text: string };

export function registrationSuccessMessage(sessionTitle: string, reference?: string): string {
  const sent = `You are registered for ${sessionTitle}.`;
  return reference ? `${sent} Your reference is ${reference}.` : sent;
}

function registrationMessages(sessionTitle: string): FormMessages {
  return {
    sent: (data) => registrationSuccessMessage(sessionTitle, referenceOf(data)),
    queued: QUEUED_MESSAGE,
    rejected: (error) => `Failed to register: ${error.message || REGISTER_FAILED_MESSAGE}`,
    failed: `Failed to register: ${REGISTER_FAILED_MESSAGE}`,
  };
}

interface RegistrationFormProps {
  sessionTitle: string;
  /** Sent or saved: the page clears the form by closing the modal, and shows `done`. */
  onDone: (done: RegistrationDone) => void;
}

export function RegistrationForm({ sessionTitle, onDone }: RegistrationFormProps) {
  const form = useFormSubmission(EMPTY_REGISTRATION, { formMessage: TRAINING_REGISTRATION_MESSAGES.required });
  const preview = useObjectUrl(form.values.idCard);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const idCard = values.idCard ? fileInfo(values.idCard) : null;
    const outcome = await form.submit(validateTrainingRegistration({ ...values, idCard }), () => submitTrainingRegistration(sessionTitle, values));
    if (!outcome) return;
    // Sent or saved: the page says so, since the modal (and this form) closes at once.
    const messages = registrationMessages(sessionTitle);
    if (isAccepted(outcome)) {
      form.reset();
      onDone(acceptedNotice(outcome, messages));
    } else {
      form.setNotice({ tone: 'error', text: refusalText(outcome, messages) });
    }
  }

  const role = form.bind('role');
  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
      <div id={form.formErrorId}>{form.formError && <StatusMessage tone="error">{form.formError}</StatusMessage>}</div>
      <fieldset className={styles.roles} aria-invalid={role['aria-invalid']} aria-describedby={role['aria-describedby']}>
        <legend className={fields.label}>I am a</legend>
        {TRAINING_ROLES.map((choice) => (
          <label key={choice} className={styles.role}>
            <input type="radio" name="role" value={choice} checked={form.values.role === choice} onChange={() => form.setField('role', choice)} />
            {choice}
          </label>
        ))}
      </fieldset>
      <InputField label="Full Name" autoComplete="name" required {...form.bind('fullName')} />
      <InputField label="Contact" type="tel" autoComplete="tel" required {...form.bind('contact')} />
      <InputField label="Work Email" type="email" autoComplete="email" required {...form.bind('workEmail')} />
      <InputField label="Organization" autoComplete="organization" required {...form.bind('organization')} />
      <InputField label="Employee ID" required {...form.bind('employeeId')} />
      <InputField
        label="ID Card"
        type="file"
        name="idCard"
        accept="image/png,image/jpeg"
        required
        hint={`A photo or scan of your ID card: PNG or JPEG, up to ${megabytes(ID_CARD_MAX_BYTES)}.`}
        onChange={(event) => form.setField('idCard', event.target.files?.[0] ?? null)}
        error={form.errorOf('idCard')}
        {...form.invalidProps('idCard')}
      />
      {preview && <img className={styles.preview} src={preview} alt="Preview of the chosen ID card" width={240} height={150} />}
      <button type="submit" className={buttons.primary} disabled={form.submitDisabled}>
        {form.submitting ? 'Submitting...' : 'Register'}
      </button>
      {form.notice && <StatusMessage tone={form.notice.tone}>{form.notice.text}</StatusMessage>}
    </form>
  );
}

/** An object URL for the chosen image, revoked when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
