import { useMutation, useQuery } from '@apollo/client/react';
import { ACCEPT_INVITATION_MUTATION, INVITATION_QUERY } from '@site/schema';
import { Link } from 'react-router';
import buttons from '../../components/button.module.css';
import layout from '../../components/page-layout.module.css';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { AdminApollo } from '../../lib/admin/admin-apollo';
import { NewPasswordFields, useLinkToken, useNewPasswordForm } from '../../lib/admin/new-password-form';
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
  const token = useLinkToken();
  const { data, loading, error } = useQuery(INVITATION, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [accept, accepting] = useMutation(ACCEPT_INVITATION);
  const form = useNewPasswordForm((password) => accept({ variables: { token, password } }));

  if (!token || error)
    return <StatusMessage tone="error">{error?.message ?? 'This link is incomplete. Open the whole link from your invitation.'}</StatusMessage>;
  if (loading || !data) return <p role="status">Checking your invitation…</p>;
  if (form.done) {
    return (
      <>
        <StatusMessage tone="success">Your password is set. Sign in with your e-mail and it.</StatusMessage>
        <Link className={buttons.primary} to="/Admin">
          Sign In
        </Link>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <p>
        Welcome, {data.invitation.name}
        {data.invitation.email ? ` (${data.invitation.email})` : ''}. A common password is refused.
      </p>
      <NewPasswordFields label="Password" form={form} />
      <button type="submit" className={buttons.primary} disabled={accepting.loading}>
        Set Password
      </button>
      {form.failure && <StatusMessage tone="error">{form.failure}</StatusMessage>}
    </form>
  );
}
