import { type FieldErrors, hasErrors, MIN_PASSWORD_LENGTH, type NewPasswordValues, validateNewPassword } from '@site/schema';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { InputField } from '../../components/field';
import { errorMessage, fieldErrorsOf } from './admin-errors';

/** A one-time link's token travels after `#`, which browsers never send to a server or in a Referer. */
export function useLinkToken(): string {
  return useLocation().hash.replace(/^#/, '');
}

/**
 * Choosing a new password through a one-time link (an invitation or a reset): the shared rule is
 * checked first, then `send` sets it; the server's field errors land on the fields, anything else
 * in `failure`.
 */
export function useNewPasswordForm(send: (password: string) => Promise<unknown>) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await send(values.password);
      setDone(true);
    } catch (refused) {
      const fields = fieldErrorsOf(refused);
      if (fields?.password) setErrors({ password: fields.password });
      else setFailure(errorMessage(refused));
    }
  }

  return { values, setValues, errors, failure, done, submit };
}

interface NewPasswordFieldsProps {
  /** The first field's label; the second repeats it with "again". */
  label: string;
  form: Pick<ReturnType<typeof useNewPasswordForm>, 'values' | 'setValues' | 'errors'>;
}

/** The password and its repetition, with the shared rule's length as a hint. */
export function NewPasswordFields({ label, form: { values, setValues, errors } }: NewPasswordFieldsProps) {
  return (
    <>
      <InputField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={errors.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <InputField
        label={`${label} again`}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
        value={values.repeat}
        onChange={(e) => setValues({ ...values, repeat: e.target.value })}
        error={errors.repeat}
      />
    </>
  );
}
