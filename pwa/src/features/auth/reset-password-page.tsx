import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_LINK_INVALID_MESSAGE } from '@site/schema';
import buttons from '../../components/button.module.css';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { AdminApollo } from '../../lib/admin/admin-apollo';
import { RESET_PASSWORD } from '../../lib/admin/auth-operations';
import { NewPasswordFields, useLinkToken, useNewPasswordForm } from '../../lib/admin/new-password-form';
import styles from './login-page.module.css';

export function ResetPasswordPage() {
  return (
    <AdminApollo>
      <ResetPasswordForm />
    </AdminApollo>
  );
}

/** Where the e-mailed link lands: choose a new password, once. */
export function ResetPasswordForm() {
  const token = useLinkToken();
  const [reset, { loading }] = useMutation(RESET_PASSWORD);
  const form = useNewPasswordForm((password) => reset({ variables: { token, password } }));
  const failure = token ? form.failure : PASSWORD_RESET_LINK_INVALID_MESSAGE;

  return (
    <main className={styles.page}>
      <PageMeta title="Choose a new password" description="Choose a new password for your account." path="/Admin/reset-password" noIndex />
      <h1>Choose a new password</h1>
      {form.done ? (
        <StatusMessage tone="success">{PASSWORD_RESET_DONE_MESSAGE}</StatusMessage>
      ) : (
        <form noValidate onSubmit={(event) => void form.submit(event)} className={styles.form}>
          <NewPasswordFields label="New password" form={form} />
          {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
          <button type="submit" className={buttons.primary} disabled={loading || !token}>
            Set new password
          </button>
        </form>
      )}
      <p className={styles.forgot}>
        <Link to={form.done ? '/Admin' : '/Admin/forgot-password'}>{form.done ? 'Log In' : 'Ask for a new link'}</Link>
      </p>
    </main>
  );
}
