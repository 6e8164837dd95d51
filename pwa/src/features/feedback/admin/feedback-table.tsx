import { formatSubmittedAt, toCsv } from '@site/schema';
import tables from '../../../components/admin/submissions-table.module.css';
import { downloadCsv } from '../../../lib/download-csv';
import type { FeedbackColumn } from './feedback-columns';
import type { FeedbackRow } from './feedback-operations';

interface FeedbackTableProps {
  id: string;
  title: string;
  columns: readonly FeedbackColumn[];
  rows: readonly FeedbackRow[];
  loading: boolean;
  failed: boolean;
  csvFile: string;
}

const SUBMITTED = 'Submitted At';

/** One kind of feedback, newest first as the server lists it, with every row in its CSV export. */
export function FeedbackTable({ id, title, columns, rows, loading, failed, csvFile }: FeedbackTableProps) {
  const headers = [...columns.map((column) => column.header), SUBMITTED];
  const cellsOf = (row: FeedbackRow) => [...columns.map((column) => row[column.field] ?? ''), formatSubmittedAt(row.submittedAt ?? row.receivedAt)];

  return (
    <section className={tables.section} aria-labelledby={id}>
      <div className={tables.heading}>
        <h2 id={id}>{title}</h2>
        <button
          type="button"
          className={tables.export}
          aria-label={`Export CSV of ${title}`}
          onClick={() => downloadCsv(csvFile, toCsv(headers, rows.map(cellsOf)))}
          disabled={rows.length === 0}
        >
          Export CSV
        </button>
      </div>
      {failed && (
        <p className={tables.error} role="alert">
          Failed to load {title.toLowerCase()}
        </p>
      )}
      <div className={tables.scroller}>
        <table className={tables.table}>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && rows.length === 0 ? (
              <tr>
                <td colSpan={headers.length}>Loading…</td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={headers.length}>No submissions found.</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {cellsOf(row).map((cell, index) => (
                    <td key={headers[index]} className={tables.message}>
                      {cell || '-'}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
