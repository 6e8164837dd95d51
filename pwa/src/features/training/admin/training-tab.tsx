import { useMutation, useQuery } from '@apollo/client/react';
import { isSessionFull } from '@site/schema';
import { useState } from 'react';
import buttons from '../../../components/button.module.css';
import { TableScroller } from '../../../components/table-scroller';
import { StatusMessage } from '../../../components/status-message';
import type { TrainingSession } from '../training-session';
import { TOKEN_MISSING_MESSAGE, isSignedOut } from '../../../lib/admin/admin-errors';
import { useNotice } from '../../../lib/admin/use-notice';
import { RegistrationsModal } from './registrations-modal';
import { SessionForm } from './session-form';
import styles from './training-tab.module.css';
import { DELETE_SESSION, SESSIONS } from './training-operations';

export const SESSIONS_FAILED = 'Failed to fetch training sessions';
export const SESSION_DELETED = 'Training session deleted successfully!';
export const SESSION_DELETE_FAILED = 'Failed to delete session';

/** The Training tab: the sessions panel (add, update, delete) and each session's registrations modal. */
export function TrainingTab() {
  const { data, loading, error } = useQuery(SESSIONS, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_SESSION, { refetchQueries: [SESSIONS] });
  const [editing, setEditing] = useState<TrainingSession | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const { notice, success, failure: fail } = useNotice();
  const sessions = error ? [] : (data?.trainingSessions ?? []);

  function saved(message: string) {
    setEditing(null);
    setFormKey((key) => key + 1);
    success(message);
  }

  async function handleDelete(session: TrainingSession) {
    if (!window.confirm(`Delete the session "${session.title}" and its ${session.registered} registrations?`)) return;
    try {
      await remove({ variables: { title: session.title } });
      if (editing?.title === session.title) setEditing(null);
      success(SESSION_DELETED);
    } catch (failure) {
      fail(isSignedOut(failure) ? TOKEN_MISSING_MESSAGE : SESSION_DELETE_FAILED);
    }
  }

  return (
    <div className={styles.tab}>
      <section className={styles.panel} aria-labelledby="training-sessions-heading">
        <h2 id="training-sessions-heading">Training Sessions</h2>
        <SessionForm key={editing ? `edit-${editing.id}` : `add-${formKey}`} editing={editing} onSaved={saved} onCancel={() => setEditing(null)} />
        {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
        {error && <StatusMessage tone="error">{isSignedOut(error) ? TOKEN_MISSING_MESSAGE : SESSIONS_FAILED}</StatusMessage>}
        <TableScroller name="Training Sessions table" className={styles.scroller}>
          <table className={styles.table}>
            <thead>
              <tr>
                {['Title', 'Date', 'Time', 'Instructor', 'Capacity', 'Registered', 'Actions'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loading && sessions.length === 0 && (
                <tr>
                  <td colSpan={7}>Loading…</td>
                </tr>
              )}
              {!loading && sessions.length === 0 && (
                <tr>
                  <td colSpan={7}>No training sessions yet.</td>
                </tr>
              )}
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">{session.title}</th>
                  <td>{session.date}</td>
                  <td>{session.time}</td>
                  <td>{session.instructor}</td>
                  <td>{session.capacity}</td>
                  <td className={isSessionFull(session) ? styles.full : styles.open}>{session.registered}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button type="button" className={buttons.action} onClick={() => setEditing(session)}>
                        Update<span className={styles.visuallyHidden}> {session.title}</span>
                      </button>
                      <button type="button" className={buttons.action} onClick={() => setViewing(session.title)}>
                        Registrations<span className={styles.visuallyHidden}> of {session.title}</span>
                      </button>
                      <button type="button" className={buttons.danger} onClick={() => void handleDelete(session)}>
                        Delete<span className={styles.visuallyHidden}> {session.title}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </section>
      {viewing && <RegistrationsModal sessionTitle={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
