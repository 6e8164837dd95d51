import { formatSubmittedAt, toCsv } from '@site/schema';
import { useState } from 'react';
import { downloadCsv } from '../../lib/download-csv';
import { AdminTable } from './admin-table';
import { ListPager, type ListPagerProps } from './list-pager';
import styles from './submissions-table.module.css';
import { MAIL_HEADER, type MailDelivery, MailStatus } from './mail-column';
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
  /** The page shown; `pager` moves through the rest on the server. */
  rows: readonly SubmissionRow[];
  pager: ListPagerProps;
  /** Every row, for the CSV, which covers the whole list rather than the page. */
  allRows: () => Promise<readonly SubmissionRow[]>;
  loading: boolean;
  error: string | null;
  emptyText: string;
  csvFile: string;
  onSaveRemark: (id: string, remark: string) => Promise<void>;
  /** Each row's e-mails (see useMailDeliveries). */
  mailDeliveries: ReadonlyMap<string, MailDelivery[]>;
}

const dash = (value: string | null | undefined) => (value ? value : '-');

export const EXPORT_FAILED = 'Failed to export CSV. Please try again.';

export function SubmissionsTable({
  title,
  messageHeader,
  rows,
  pager,
  allRows,
  loading,
  error,
  emptyText,
  csvFile,
  onSaveRemark,
  mailDeliveries,
}: SubmissionsTableProps) {
  const headers = ['Name', 'Email', 'Phone', messageHeader, 'Submitted At', 'Remark'];
  const columns = [...headers, MAIL_HEADER];

  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExportError(null);
    let every: readonly SubmissionRow[];
    try {
      every = await allRows();
    } catch {
      setExportError(EXPORT_FAILED);
      return;
    }
    const cells = every.map((row) => [row.name, row.email, row.phone, row.message, formatSubmittedAt(row.submittedAt), row.remark]);
    downloadCsv(csvFile, toCsv(headers, cells));
  }

  return (
    <section className={styles.section} aria-labelledby={`${csvFile}-title`}>
      <div className={styles.heading}>
        <h2 id={`${csvFile}-title`}>{title}</h2>
        <button type="button" className={styles.export} onClick={() => void exportCsv()} disabled={pager.total === 0}>
          Export CSV
        </button>
      </div>
      {(error ?? exportError) && (
        <p className={styles.error} role="alert">
          {error ?? exportError}
        </p>
      )}
      <ListPager {...pager} />
      <AdminTable
        name={`${title} table`}
        headers={columns}
        rows={rows}
        loading={loading}
        emptyText={emptyText}
        renderRow={(row) => (
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
        )}
      />
    </section>
  );
}
