import { useMutation, useQuery } from '@apollo/client/react';
import { ACCEPT_INVITATION_MUTATION, type FieldErrors, hasErrors, INVITATION_QUERY, MIN_PASSWORD_LENGTH, validateNewPassword } from '@site/schema';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import buttons from '../../components/button.module.css';
import { InputField } from '../../components/field';
import layout from '../../components/page-layout.module.css';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { fieldErrorsOf } from '../../lib/admin/admin-errors';
import { AdminApollo } from '../../lib/admin/admin-apollo';
import { apolloDocument } from '../../lib/apollo-document';

const INVITATION = apolloDocument(INVITATION_QUERY);
const ACCEPT_INVITATION = apolloDocument(ACCEPT_INVITATION_MUTATION);

/** The page an invitation link opens: the invited person chooses a password, once, then signs in. */
export function InvitationPage() {
  return (
    <AdminApollo>
      <main className={layout.page}>
        <PageMeta title="Choose your password" description="Accept an invitation to the team dashboard." path="/invitation" noIndex />
        <h1>Choose your password</h1>
        <Invitation />
      </main>
    </AdminApollo>
  );
}

function Invitation() {
  // The token travels after `#`, so no server or proxy log holds it.
  const token = useLocation().hash.replace(/^#/, '');
  const { data, loading, error } = useQuery(INVITATION, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [accept, accepting] = useMutation(ACCEPT_INVITATION);
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!token || error)
    return <StatusMessage tone="error">{error?.message ?? 'This link is incomplete. Open the whole link from your invitation.'}</StatusMessage>;
  if (loading || !data) return <p role="status">Checking your invitation…</p>;
  if (done) {
    return (
      <>
        <StatusMessage tone="success">Your password is set. Sign in with your e-mail and it.</StatusMessage>
        <Link className={buttons.primary} to="/Admin">
          Sign In
        </Link>
      </>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await accept({ variables: { token, password: values.password } });
      setDone(true);
    } catch (refusal) {
      const answered = fieldErrorsOf(refusal);
      if (answered) setErrors(answered);
      else setFailure(refusal instanceof Error ? refusal.message : 'Setting the password failed. Try again.');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>
        Welcome, {data.invitation.name}
        {data.invitation.email ? ` (${data.invitation.email})` : ''}. Choose a password of at least {MIN_PASSWORD_LENGTH} characters; a common one is refused.
      </p>
      <InputField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors['password']}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <InputField
        label="Password again"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        error={errors['repeat']}
        onChange={(event) => setValues({ ...values, repeat: event.target.value })}
      />
      <button type="submit" className={buttons.primary} disabled={accepting.loading}>
        Set Password
      </button>
      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
    </form>
  );
}
