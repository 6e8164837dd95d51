import { SUPPORT_CATEGORIES, type SupportCategory } from '@site/schema';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import { ListPager } from '../../../components/admin/list-pager';
import tables from '../../../components/admin/submissions-table.module.css';
import { MAIL_HEADER, useMailDeliveries } from '../../../components/admin/mail-column';
import { StatusMessage } from '../../../components/status-message';
import { useNotice } from '../../../lib/admin/use-notice';
import { usePagedList } from '../../../lib/admin/use-paged-list';
import { TicketRow } from './ticket-row';
import { TICKET_MESSAGES } from './ticket-messages';
import { TICKET_PAGE } from './ticket-operations';
import styles from './tickets-tab.module.css';

/** Support Inquiries: one category's tickets at a time, OPEN first, with assign, close and delete. */
export function TicketsTab() {
  const [category, setCategory] = useState<SupportCategory>('Maintenance');
  const notice = useNotice();
  return (
    <section className={tables.section} aria-labelledby="tickets-heading">
      <div className={tables.heading}>
        <h2 id="tickets-heading">Support Inquiries</h2>
      </div>
      <div className={styles.categories} role="group" aria-label="Category">
        {SUPPORT_CATEGORIES.map(({ title }) => (
          <button key={title} type="button" className={styles.category} aria-pressed={title === category} onClick={() => setCategory(title)}>
            {title}
          </button>
        ))}
      </div>
      {notice.notice && <StatusMessage tone={notice.notice.tone}>{notice.notice.text}</StatusMessage>}
      {/* A category starts on its first page with an empty search. */}
      <CategoryTickets key={category} category={category} notice={notice} />
    </section>
  );
}

function CategoryTickets({ category, notice }: { category: SupportCategory; notice: ReturnType<typeof useNotice> }) {
  const { rows: tickets, loading, error, pager } = usePagedList(TICKET_PAGE, (data) => data.supportTicketPage, { category });
  const maintenance = category === 'Maintenance';
  const headers = [
    'Ticket',
    'Received',
    'Name',
    'Contact',
    'Organization',
    ...(maintenance ? ['Issue', 'Attachment'] : ['Product', 'Message']),
    'Status',
    'Engineer',
    MAIL_HEADER,
    'Actions',
  ];
  const mailDeliveries = useMailDeliveries(tickets.map((ticket) => ticket.id));

  return (
    <>
      {error && (
        <p className={tables.error} role="alert">
          {TICKET_MESSAGES.fetchFailed}
        </p>
      )}
      <ListPager {...pager} noun={`${category} tickets`} />
      <AdminTable
        name={`${category} tickets table`}
        headers={headers}
        rows={tickets}
        loading={loading}
        emptyText="No tickets in this category."
        caption={<caption className={styles.caption}>{category} tickets</caption>}
        renderRow={(ticket) => <TicketRow key={ticket.id} ticket={ticket} category={category} notice={notice} mail={mailDeliveries.get(ticket.id)} />}
      />
    </>
  );
}
