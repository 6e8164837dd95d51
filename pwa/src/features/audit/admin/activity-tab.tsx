import { useApolloClient, useQuery } from '@apollo/client/react';
import { ADMIN_PAGE_MAX, DISPLAY_LOCALE, TIME_ZONE, addDays, kolkataDayStart, toCsv } from '@site/schema';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import tables from '../../../components/admin/submissions-table.module.css';
import { ListPager } from '../../../components/admin/list-pager';
import buttons from '../../../components/button.module.css';
import fields from '../../../components/field.module.css';
import { StatusMessage } from '../../../components/status-message';
import { usePagedList } from '../../../lib/admin/use-paged-list';
import { downloadCsv } from '../../../lib/download-csv';
import { AUDIT_ACTIONS, AUDIT_LOG, type AuditItem, PEOPLE } from './audit-operations';
import styles from './activity-tab.module.css';

const HEADERS = ['When', 'Who', 'Action', 'Record', 'Fields', 'Address'] as const;
const when = new Intl.DateTimeFormat(DISPLAY_LOCALE, { dateStyle: 'medium', timeStyle: 'medium', timeZone: TIME_ZONE });

interface Filters {
  actorId: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
}

/** Day inputs as the times the server filters on: from the start of `from` to the end of `to`, in India time. */
function range({ from, to }: Filters) {
  const start = (value: string | null, offsetDays: number) => (value ? kolkataDayStart(addDays(value, offsetDays)).toISOString() : null);
  return { from: start(from, 0), to: start(to, 1) };
}

const cells = (entry: AuditItem) => [when.format(new Date(entry.at)), entry.actor, entry.action, entry.target ?? '', entry.fields.join(', '), entry.ip];

/** The Owner's Activity tab: every admin change, sign-in and opened file, newest first, filtered and exported as CSV. */
export function ActivityTab() {
  const client = useApolloClient();
  const accounts = useQuery(PEOPLE, { fetchPolicy: 'cache-first' });
  const [filters, setFilters] = useState<Filters>({ actorId: null, action: null, from: null, to: null });
  const variables = { actorId: filters.actorId, action: filters.action, ...range(filters) };
  const { rows, loading, pager } = usePagedList(AUDIT_LOG, (data) => ({ total: data.auditLog.total, rows: data.auditLog.items }), variables);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExportError(null);
    try {
      const all: AuditItem[] = [];
      for (let offset = 0; ; offset += ADMIN_PAGE_MAX) {
        const { data } = await client.query({
          query: AUDIT_LOG,
          variables: { ...variables, offset, limit: ADMIN_PAGE_MAX, search: pager.search.trim() || null },
          fetchPolicy: 'network-only',
        });
        all.push(...(data?.auditLog.items ?? []));
        if (!data || all.length >= data.auditLog.total || data.auditLog.items.length === 0) break;
      }
      downloadCsv('activity.csv', toCsv(HEADERS, all.map(cells)));
    } catch {
      setExportError('The export failed. Try again.');
    }
  }

  const set = (key: keyof Filters) => (value: string) => setFilters({ ...filters, [key]: value || null });
  return (
    <section className={tables.section} aria-labelledby="activity-heading">
      <div className={tables.heading}>
        <h2 id="activity-heading">Activity</h2>
      </div>
      <fieldset className={styles.filters}>
        <legend>Filter the activity</legend>
        <div className={fields.field}>
          <label htmlFor="activity-person" className={fields.label}>
            Person
          </label>
          <select id="activity-person" className={fields.control} value={filters.actorId ?? ''} onChange={(event) => set('actorId')(event.target.value)}>
            <option value="">Everyone</option>
            {(accounts.data?.accounts ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({account.email ?? account.id})
              </option>
            ))}
          </select>
        </div>
        <div className={fields.field}>
          <label htmlFor="activity-action" className={fields.label}>
            Action
          </label>
          <select id="activity-action" className={fields.control} value={filters.action ?? ''} onChange={(event) => set('action')(event.target.value)}>
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div className={fields.field}>
          <label htmlFor="activity-from" className={fields.label}>
            From
          </label>
          <input id="activity-from" type="date" className={fields.control} value={filters.from ?? ''} onChange={(event) => set('from')(event.target.value)} />
        </div>
        <div className={fields.field}>
          <label htmlFor="activity-to" className={fields.label}>
            To
          </label>
          <input id="activity-to" type="date" className={fields.control} value={filters.to ?? ''} onChange={(event) => set('to')(event.target.value)} />
        </div>
      </fieldset>
      <button type="button" className={buttons.secondary} onClick={() => void exportCsv()}>
        Export CSV
      </button>
      {exportError && <StatusMessage tone="error">{exportError}</StatusMessage>}
      <ListPager noun="entries" {...pager} />
      <AdminTable
        name="Activity table"
        headers={HEADERS}
        rows={rows}
        loading={loading}
        emptyText="No activity matches."
        renderRow={(entry) => (
          <tr key={entry.id}>
            {cells(entry).map((cell, index) => (
              <td key={HEADERS[index]}>{cell}</td>
            ))}
          </tr>
        )}
      />
    </section>
  );
}
