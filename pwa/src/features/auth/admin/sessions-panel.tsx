import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatSubmittedAt } from '@site/schema';
import { AdminTable } from '../../../components/admin/admin-table';
import buttons from '../../../components/button.module.css';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage } from '../../../lib/admin/admin-errors';
import { END_SESSION, MY_SESSIONS } from './account-operations';
import styles from './account-tab.module.css';

/** Where this account is signed in; ending a session signs that device out at its next request, on every gateway. */
export function SessionsPanel() {
  const sessions = useQuery(MY_SESSIONS, { fetchPolicy: 'network-only' });
  const [endSession] = useMutation(END_SESSION);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const rows = sessions.data?.mySessions ?? [];

  async function end(id: string, device: string) {
    setNotice(null);
    try {
      await endSession({ variables: { id } });
      setNotice({ tone: 'success', text: `Session ended: ${device}.` });
      await sessions.refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorMessage(failure) });
    }
  }

  return (
    <section aria-labelledby="sessions-heading" className={styles.panel}>
      <h3 id="sessions-heading">Where you are signed in</h3>
      {sessions.error && <StatusMessage tone="error">{errorMessage(sessions.error)}</StatusMessage>}
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      <AdminTable
        name="Your sessions"
        headers={['Device', 'Address', 'Signed in', 'Last used', 'Action']}
        rows={rows}
        loading={sessions.loading}
        emptyText="No sessions."
        renderRow={(session) => (
          <tr key={session.id}>
            <th scope="row">
              {session.device}
              {session.current && <strong className={styles.current}> (this session)</strong>}
            </th>
            <td>{session.ip}</td>
            <td>{formatSubmittedAt(session.createdAt)}</td>
            <td>{formatSubmittedAt(session.lastUsedAt)}</td>
            <td>
              {!session.current && (
                <button
                  type="button"
                  className={buttons.danger}
                  aria-label={`End session: ${session.device}`}
                  onClick={() => void end(session.id, session.device)}
                >
                  End session
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
