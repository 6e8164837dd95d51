import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  type FieldErrors,
  hasErrors,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  type LoginField,
  TWO_FACTOR_REQUIRED_MESSAGE,
  validateLogin,
  validateTwoFactorCode,
} from '@site/schema';
import buttons from '../../components/button.module.css';
import { InputField } from '../../components/field';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { AdminApollo } from '../../lib/admin/admin-apollo';
import { LOGIN } from '../../lib/admin/auth-operations';
import { returnPathFrom } from '../../lib/admin/return-path';
import styles from './login-page.module.css';

export function LoginPage() {
  return (
    <AdminApollo>
      <LoginForm />
    </AdminApollo>
  );
}

/** The spec's login; an account with two-factor sign-in on is then asked for its code on the same form. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { loading }] = useMutation(LOGIN);
  const [values, setValues] = useState({ adminId: '', password: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField | 'code'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [askingCode, setAskingCode] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = { ...validateLogin(values), ...(askingCode ? validateTwoFactorCode(values) : {}) };
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const { data } = await login({ variables: { adminId: values.adminId, password: values.password, code: askingCode ? values.code : null } });
      if (data?.login.status === 'success') await navigate(returnPathFrom(location.search), { replace: true });
      else if (data?.login.twoFactorRequired) {
        // The first answer only asks for the code; a refused code says so.
        if (askingCode) setFailure(data.login.message ?? INVALID_CREDENTIALS_MESSAGE);
        setAskingCode(true);
        setValues((current) => ({ ...current, code: '' }));
      } else setFailure(INVALID_CREDENTIALS_MESSAGE);
    } catch {
      setFailure(LOGIN_FAILED_MESSAGE);
    }
  }

  return (
    <main className={styles.page}>
      <PageMeta title="Admin login" description="Sign in to the administration dashboard." path="/Admin" noIndex />
      <h1>Admin Login</h1>
      <form noValidate onSubmit={handleSubmit} className={styles.form}>
        <InputField
          label="Admin ID"
          name="adminId"
          autoComplete="username"
          required
          value={values.adminId}
          onChange={(e) => setValues({ ...values, adminId: e.target.value })}
          error={errors.adminId}
        />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
          error={errors.password}
        />
        {askingCode && (
          <InputField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            autoFocus
            required
            hint={TWO_FACTOR_REQUIRED_MESSAGE}
            value={values.code}
            onChange={(e) => setValues({ ...values, code: e.target.value })}
            error={errors.code}
          />
        )}
        {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
        <button type="submit" className={buttons.primary} disabled={loading}>
          {loading ? 'Logging in...' : 'Log In'}
        </button>
      </form>
      <p className={styles.forgot}>
        <Link to="/Admin/forgot-password">Forgot password?</Link>
      </p>
    </main>
  );
}
