import type { ReactNode } from 'react';
import styles from './submissions-table.module.css';
import { TableScroller } from '../table-scroller';

export const LOADING_TEXT = 'Loading…';

interface AdminTableProps<Row> {
  /** The scrolling region's accessible name: 'Feedback table'. */
  name: string;
  headers: readonly string[];
  /** The rows shown; while the first page loads there are none. */
  rows: readonly Row[];
  loading: boolean;
  /** Said in the one row of a table with nothing to show. */
  emptyText: string;
  /** One `<tr>` (with its key) per row. */
  renderRow: (row: Row) => ReactNode;
  /** A `<caption>` for the table, where the heading above it does not name it. */
  caption?: ReactNode;
}

/** The frame every admin list shares: its headers, then a loading row, an empty row or the rows, scrolling sideways on a narrow screen. */
export function AdminTable<Row>({ name, headers, rows, loading, emptyText, renderRow, caption }: AdminTableProps<Row>) {
  const note = loading && rows.length === 0 ? LOADING_TEXT : rows.length === 0 ? emptyText : null;
  return (
    <TableScroller name={name} className={styles.scroller}>
      <table className={styles.table}>
        {caption}
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
          {note === null ? (
            rows.map(renderRow)
          ) : (
            <tr>
              <td colSpan={headers.length}>{note}</td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroller>
  );
}
