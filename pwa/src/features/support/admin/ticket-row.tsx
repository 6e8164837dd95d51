import { useMutation } from '@apollo/client/react';
import { SUPPORT_ENGINEERS, type SupportCategory, firstError, formatSubmittedAt, validateEngineerAssignment } from '@site/schema';
import { useState } from 'react';
import buttons from '../../../components/button.module.css';
import { type MailDelivery, MailStatus } from '../../../components/admin/mail-column';
import tables from '../../../components/admin/submissions-table.module.css';
import type { useNotice } from '../../../lib/admin/use-notice';
import { TicketAttachment } from './ticket-attachment';
import { TICKET_MESSAGES } from './ticket-messages';
import { ASSIGN_ENGINEER, type AdminTicket, CLOSE_TICKET, DELETE_TICKET, TICKET_PAGE } from './ticket-operations';
import styles from './tickets-tab.module.css';

const CLOSED = 'Completed';

interface TicketRowProps {
  ticket: AdminTicket;
  category: SupportCategory;
  notice: ReturnType<typeof useNotice>;
  mail: MailDelivery[] | undefined;
}

export function TicketRow({ ticket, category, notice, mail }: TicketRowProps) {
  const [engineer, setEngineer] = useState(ticket.assignedEngineer ?? '');
  // Every page on screen is asked again: a closed or deleted ticket moves within or leaves the list.
  const refetchQueries = [TICKET_PAGE];
  const [assign, assigning] = useMutation(ASSIGN_ENGINEER, { refetchQueries });
  const [close, closing] = useMutation(CLOSE_TICKET, { refetchQueries });
  const [remove, removing] = useMutation(DELETE_TICKET, { refetchQueries });
  const busy = assigning.loading || closing.loading || removing.loading;
  const maintenance = category === 'Maintenance';

  async function handleAssign() {
    const missing = firstError(validateEngineerAssignment({ engineer }));
    if (missing) return notice.failure(missing);
    try {
      await assign({ variables: { ticketId: ticket.ticketId, engineer } });
      notice.success(TICKET_MESSAGES.assigned);
    } catch {
      notice.failure(TICKET_MESSAGES.assignFailed);
    }
  }

  async function handleClose() {
    try {
      await close({ variables: { ticketId: ticket.ticketId } });
      notice.success(TICKET_MESSAGES.closed);
    } catch {
      notice.failure(TICKET_MESSAGES.closeFailed);
    }
  }

  async function handleDelete() {
    if (!window.confirm(TICKET_MESSAGES.confirmDelete)) return;
    try {
      await remove({ variables: { ticketId: ticket.ticketId } });
      notice.success(TICKET_MESSAGES.deleted);
    } catch {
      notice.failure(TICKET_MESSAGES.deleteFailed);
    }
  }

  return (
    <tr>
      <td className={styles.nowrap}>{ticket.ticketId}</td>
      <td>{formatSubmittedAt(ticket.receivedAt)}</td>
      <td>{ticket.fullName}</td>
      <td>
        <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
        <br />
        {ticket.contactNo}
      </td>
      <td>{ticket.organizationName}</td>
      {maintenance ? (
        <>
          <td className={tables.message}>{ticket.query || '-'}</td>
          <td>{ticket.attachment ? <TicketAttachment file={ticket.attachment} /> : '-'}</td>
        </>
      ) : (
        <>
          <td>{ticket.productName || '-'}</td>
          <td className={tables.message}>{ticket.message || '-'}</td>
        </>
      )}
      <td>{ticket.status}</td>
      <td>{ticket.assignedEngineer ?? '-'}</td>
      <td>
        <MailStatus deliveries={mail} />
      </td>
      <td>
        <div className={styles.actions}>
          {ticket.status !== CLOSED && (
            <>
              <select aria-label={`Engineer for ${ticket.ticketId}`} value={engineer} onChange={(event) => setEngineer(event.target.value)}>
                <option value="">Select engineer</option>
                {SUPPORT_ENGINEERS.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
              <button type="button" className={buttons.action} disabled={busy} onClick={() => void handleAssign()}>
                Assign<span className={styles.visuallyHidden}> {ticket.ticketId}</span>
              </button>
              <button type="button" className={buttons.action} disabled={busy} onClick={() => void handleClose()}>
                Close<span className={styles.visuallyHidden}> {ticket.ticketId}</span>
              </button>
            </>
          )}
          <button type="button" className={buttons.danger} disabled={busy} onClick={() => void handleDelete()}>
            Delete<span className={styles.visuallyHidden}> {ticket.ticketId}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
