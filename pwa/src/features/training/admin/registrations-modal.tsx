import { useQuery } from '@apollo/client/react';
import { formatSubmittedAt, toCsv } from '@site/schema';
import { MAIL_HEADER, MailStatus, useMailDeliveries } from '../../../components/admin/mail-column';
import { TableScroller } from '../../../components/table-scroller';
import { Modal } from '../../../components/modal';
import { StatusMessage } from '../../../components/status-message';
import { downloadCsv } from '../../../lib/download-csv';
import { TOKEN_MISSING_MESSAGE, isSignedOut } from '../../../lib/admin/admin-errors';
import styles from './training-tab.module.css';
import { type AdminRegistration, REGISTRATIONS } from './training-operations';

export const REGISTRATIONS_FAILED = 'Failed to fetch registrations';

const CSV_HEADERS = ['Reference', 'Full Name', 'Role', 'Contact', 'Work Email', 'Organization', 'Employee ID', 'Registered At', 'ID Card'];

function csvRow(r: AdminRegistration, origin: string): string[] {
  return [r.reference, r.fullName, r.role, r.contact, r.workEmail, r.organization, r.employeeId, formatSubmittedAt(r.registeredAt), `${origin}${r.idCard.url}`];
}

export function registrationsCsvFile(sessionTitle: string): string {
  return `${sessionTitle.replace(/[^\w-]+/g, '_')}_registrations.csv`;
}

/** One session's registrations, each with its private ID card link (the admin's cookie opens it). */
export function RegistrationsModal({ sessionTitle, onClose }: { sessionTitle: string; onClose: () => void }) {
  const { data, loading, error } = useQuery(REGISTRATIONS, { variables: { sessionTitle }, fetchPolicy: 'network-only' });
  const rows = error ? [] : (data?.trainingRegistrations ?? []);
  const mailDeliveries = useMailDeliveries(rows.map((r) => r.id));

  function exportCsv() {
    downloadCsv(
      registrationsCsvFile(sessionTitle),
      toCsv(
        CSV_HEADERS,
        rows.map((r) => csvRow(r, window.location.origin)),
      ),
    );
  }

  return (
    <Modal title={`Registrations for ${sessionTitle}`} onClose={onClose} size="wide">
      <div className={styles.modalBar}>
        <p className={styles.count}>{loading ? 'Loading…' : `${rows.length} registered`}</p>
        <button type="button" className={styles.export} onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </button>
      </div>
      {error && <StatusMessage tone="error">{isSignedOut(error) ? TOKEN_MISSING_MESSAGE : REGISTRATIONS_FAILED}</StatusMessage>}
      <TableScroller name="Registrations table" className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              {['Name', 'Role', 'Contact', 'Work Email', 'Organization', 'Employee ID', 'Registered At', 'Reference', 'ID Card', MAIL_HEADER].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={10}>No registrations yet.</td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.fullName}</td>
                <td>{r.role}</td>
                <td>
                  <a href={`tel:${r.contact}`}>{r.contact}</a>
                </td>
                <td>
                  <a href={`mailto:${r.workEmail}`}>{r.workEmail}</a>
                </td>
                <td>{r.organization}</td>
                <td>{r.employeeId}</td>
                <td>{formatSubmittedAt(r.registeredAt)}</td>
                <td>{r.reference}</td>
                <td>
                  <a href={r.idCard.url} target="_blank" rel="noopener noreferrer">
                    View ID card<span className={styles.visuallyHidden}> of {r.fullName}</span>
                  </a>
                </td>
                <td>
                  <MailStatus deliveries={mailDeliveries.get(r.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Modal>
  );
}
