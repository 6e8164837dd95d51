import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  type FieldErrors,
  hasErrors,
  type NewPasswordValues,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  MIN_PASSWORD_LENGTH,
  validateNewPassword,
} from '@site/schema';
import buttons from '../../components/button.module.css';
import { InputField } from '../../components/field';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { AdminApollo } from '../../lib/admin/admin-apollo';
import { errorMessage, fieldErrorsOf } from '../../lib/admin/admin-errors';
import { RESET_PASSWORD } from '../../lib/admin/auth-operations';
import styles from './login-page.module.css';

export function ResetPasswordPage() {
  return (
    <AdminApollo>
      <ResetPasswordForm />
    </AdminApollo>
  );
}

/** The link's token travels in the fragment, which browsers never send to a server or in a Referer. */
function tokenFrom(hash: string): string {
  return hash.replace(/^#/, '');
}

/** Where the e-mailed link lands: choose a new password, once. */
export function ResetPasswordForm() {
  const { hash } = useLocation();
  const token = tokenFrom(hash);
  const [reset, { loading }] = useMutation(RESET_PASSWORD);
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [failure, setFailure] = useState<string | null>(token ? null : PASSWORD_RESET_LINK_INVALID_MESSAGE);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await reset({ variables: { token, password: values.password } });
      setDone(true);
    } catch (refused) {
      const fields = fieldErrorsOf(refused);
      if (fields?.password) setErrors({ password: fields.password });
      else setFailure(errorMessage(refused));
    }
  }

  return (
    <main className={styles.page}>
      <PageMeta title="Choose a new password" description="Choose a new password for your account." path="/Admin/reset-password" noIndex />
      <h1>Choose a new password</h1>
      {done ? (
        <StatusMessage tone="success">{PASSWORD_RESET_DONE_MESSAGE}</StatusMessage>
      ) : (
        <form noValidate onSubmit={handleSubmit} className={styles.form}>
          <InputField
            label="New password"
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
            label="New password again"
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            value={values.repeat}
            onChange={(e) => setValues({ ...values, repeat: e.target.value })}
            error={errors.repeat}
          />
          {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
          <button type="submit" className={buttons.primary} disabled={loading || !token}>
            Set new password
          </button>
        </form>
      )}
      <p className={styles.forgot}>
        <Link to={done ? '/Admin' : '/Admin/forgot-password'}>{done ? 'Log In' : 'Ask for a new link'}</Link>
      </p>
    </main>
  );
}
