import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_JOB_ROLES } from '@site/schema';
import { useState } from 'react';
import tables from '../../../components/admin/submissions-table.module.css';
import { TableScroller } from '../../../components/table-scroller';
import { StatusMessage } from '../../../components/status-message';
import { useNotice } from '../../../lib/admin/use-notice';
import { CAREERS_ADMIN_MESSAGES as M } from './careers-messages';
import { type AdminJobRole, JOB_ROLES, SET_ACCEPTING } from './careers-operations';
import styles from './careers-admin.module.css';

const DEFAULT_ROLES: AdminJobRole[] = DEFAULT_JOB_ROLES.map((role, index) => ({ id: index + 1, role, accepting: true }));

/** Job Application Management: open or close each role; a refused change is reverted on screen. */
export function JobRolesPanel() {
  const [expanded, setExpanded] = useState(true);
  const { data, error } = useQuery(JOB_ROLES, { fetchPolicy: 'cache-and-network' });
  const [setAccepting] = useMutation(SET_ACCEPTING);
  // Shown at once on a click, before the server answers; dropped (reverting the row) if it refuses.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const notice = useNotice();
  const roles = error ? DEFAULT_ROLES : (data?.jobRoles ?? []);

  async function toggle(role: AdminJobRole, accepting: boolean) {
    setPending((current) => new Map(current).set(role.id, !accepting));
    try {
      await setAccepting({ variables: { id: role.id, accepting: !accepting } });
    } catch {
      notice.failure(M.toggleFailed);
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(role.id);
        return next;
      });
    }
  }

  return (
    <section className={tables.section} aria-labelledby="job-roles-heading">
      <div className={tables.heading}>
        <h2 id="job-roles-heading">Job Application Management</h2>
        <button type="button" className={styles.secondary} aria-expanded={expanded} aria-controls="job-roles-table" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Collapse' : 'Expand'}
        </button>
      </div>
      {error && (
        <p className={tables.error} role="alert">
          {M.rolesFailed}
        </p>
      )}
      {notice.notice && <StatusMessage tone={notice.notice.tone}>{notice.notice.text}</StatusMessage>}
      <TableScroller name="Job roles table" id="job-roles-table" className={tables.scroller} hidden={!expanded}>
        <table className={`${tables.table} ${styles.narrow}`}>
          <thead>
            <tr>
              <th scope="col">Job Role</th>
              <th scope="col">Application Status</th>
              <th scope="col">Change Status</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => {
              const accepting = pending.get(role.id) ?? role.accepting;
              return (
                <tr key={role.id}>
                  <td>{role.role}</td>
                  <td>{accepting ? 'Accepting Applications' : 'Applications Closed'}</td>
                  <td>
                    <button
                      type="button"
                      className={accepting ? styles.open : styles.closed}
                      aria-label={`${role.role}: ${accepting ? 'Open' : 'Closed'}. Click to ${accepting ? 'close' : 'open'} applications.`}
                      disabled={Boolean(error) || pending.has(role.id)}
                      onClick={() => void toggle(role, accepting)}
                    >
                      {accepting ? 'Open' : 'Closed'}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
