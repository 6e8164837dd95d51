import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { hasErrors, PASSWORD_RESET_REQUESTED_MESSAGE, validateResetRequest } from '@site/schema';
import buttons from '../../components/button.module.css';
import { InputField } from '../../components/field';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { AdminApollo } from '../../lib/admin/admin-apollo';
import { errorMessage } from '../../lib/admin/admin-errors';
import { REQUEST_PASSWORD_RESET } from '../../lib/admin/auth-operations';
import styles from './login-page.module.css';

export function ForgotPasswordPage() {
  return (
    <AdminApollo>
      <ForgotPasswordForm />
    </AdminApollo>
  );
}

/** Asks for a reset link; the answer never says whether an account has the address. */
export function ForgotPasswordForm() {
  const [request, { loading }] = useMutation(REQUEST_PASSWORD_RESET);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateResetRequest({ email });
    setError(found.email);
    if (hasErrors(found)) return;
    try {
      await request({ variables: { email: email.trim() } });
      setSent(true);
    } catch (refused) {
      setFailure(errorMessage(refused));
    }
  }

  return (
    <main className={styles.page}>
      <PageMeta title="Forgot password" description="Ask for a link to choose a new password." path="/Admin/forgot-password" noIndex />
      <h1>Forgot password?</h1>
      {sent ? (
        <StatusMessage tone="success">{PASSWORD_RESET_REQUESTED_MESSAGE}</StatusMessage>
      ) : (
        <form noValidate onSubmit={handleSubmit} className={styles.form}>
          <p>Enter the e-mail address of your account. We will send it a link to choose a new password.</p>
          <InputField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
          <button type="submit" className={buttons.primary} disabled={loading}>
            Send reset link
          </button>
        </form>
      )}
      <p className={styles.forgot}>
        <Link to="/Admin">Back to Log In</Link>
      </p>
    </main>
  );
}
