import { formatSubmittedAt, toCsv } from '@site/schema';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import { ListPager, type ListPagerProps } from '../../../components/admin/list-pager';
import { EXPORT_FAILED } from '../../../components/admin/submissions-table';
import tables from '../../../components/admin/submissions-table.module.css';
import { downloadCsv } from '../../../lib/download-csv';
import type { FeedbackColumn } from './feedback-columns';
import type { FeedbackRow } from './feedback-operations';

interface FeedbackTableProps {
  id: string;
  title: string;
  columns: readonly FeedbackColumn[];
  /** The page shown and how to move through the rest (see usePagedList). */
  list: { rows: readonly FeedbackRow[]; loading: boolean; error?: unknown; pager: Omit<ListPagerProps, 'noun'> };
  /** Every row, for the CSV. */
  allRows: () => Promise<readonly FeedbackRow[]>;
  csvFile: string;
}

const SUBMITTED = 'Submitted At';

/** One kind of feedback, newest first as the server lists it, with every row in its CSV export. */
export function FeedbackTable({ id, title, columns, list, allRows, csvFile }: FeedbackTableProps) {
  const { rows, loading, pager } = list;
  const failed = Boolean(list.error);
  const [exportError, setExportError] = useState(false);
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
          onClick={() => {
            setExportError(false);
            allRows().then(
              (every) => downloadCsv(csvFile, toCsv(headers, every.map(cellsOf))),
              () => setExportError(true),
            );
          }}
          disabled={pager.total === 0}
        >
          Export CSV
        </button>
      </div>
      {failed && (
        <p className={tables.error} role="alert">
          Failed to load {title.toLowerCase()}
        </p>
      )}
      {exportError && (
        <p className={tables.error} role="alert">
          {EXPORT_FAILED}
        </p>
      )}
      <ListPager {...pager} noun={title.toLowerCase()} />
      <AdminTable
        name={`${title} table`}
        headers={headers}
        rows={rows}
        loading={loading}
        emptyText="No submissions found."
        renderRow={(row) => (
          <tr key={row.id}>
            {cellsOf(row).map((cell, index) => (
              <td key={headers[index]} className={tables.message}>
                {cell || '-'}
              </td>
            ))}
          </tr>
        )}
      />
    </section>
  );
}
