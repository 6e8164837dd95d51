import { formatSubmittedAt, toCsv } from '@site/schema';
import { downloadCsv } from '../../lib/download-csv';
import styles from './submissions-table.module.css';
import { MAIL_HEADER, type MailDelivery, MailStatus } from './mail-status';
import { RemarkInput } from './remark-input';

/** One row of the Enquiry Details or Contact Details table. */
export interface SubmissionRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  submittedAt: string | null;
  remark: string;
}

interface SubmissionsTableProps {
  title: string;
  /** 'Enquiry' or 'Message'. */
  messageHeader: string;
  rows: readonly SubmissionRow[];
  loading: boolean;
  error: string | null;
  emptyText: string;
  csvFile: string;
  onSaveRemark: (id: string, remark: string) => Promise<void>;
  /** Each row's e-mails (see useMailDeliveries). */
  mailDeliveries: ReadonlyMap<string, MailDelivery[]>;
}

const dash = (value: string | null | undefined) => (value ? value : '-');

export function SubmissionsTable({ title, messageHeader, rows, loading, error, emptyText, csvFile, onSaveRemark, mailDeliveries }: SubmissionsTableProps) {
  const headers = ['Name', 'Email', 'Phone', messageHeader, 'Submitted At', 'Remark'];
  const columns = [...headers, MAIL_HEADER];

  function exportCsv() {
    const cells = rows.map((row) => [row.name, row.email, row.phone, row.message, formatSubmittedAt(row.submittedAt), row.remark]);
    downloadCsv(csvFile, toCsv(headers, cells));
  }

  return (
    <section className={styles.section} aria-labelledby={`${csvFile}-title`}>
      <div className={styles.heading}>
        <h2 id={`${csvFile}-title`}>{title}</h2>
        <button type="button" className={styles.export} onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>Loading…</td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.name}</td>
                  <td>{row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : '-'}</td>
                  <td>{dash(row.phone)}</td>
                  <td className={styles.message}>{dash(row.message)}</td>
                  <td>{dash(formatSubmittedAt(row.submittedAt))}</td>
                  <td>
                    <RemarkInput label={`Remark for ${row.name}`} saved={row.remark} onSave={(remark) => onSaveRemark(row.id, remark)} />
                  </td>
                  <td>
                    <MailStatus deliveries={mailDeliveries.get(row.id)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
