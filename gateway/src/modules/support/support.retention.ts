import type { TicketStatus } from '@site/schema';
import { daysBefore, deleteWithFiles, type RetentionRule } from '../../retention/retention-rule.js';
import { SupportTicket } from './support-ticket.entity.js';

const COMPLETED: TicketStatus = 'Completed';

/** A Completed ticket goes with its attachment RETENTION_TICKET_DAYS after it arrived; open ones stay, however old. */
export const ticketRetention: RetentionRule = {
  name: 'tickets',
  days: (retention) => retention.ticketDays,
  sweep(em, files, now, days) {
    const cutoff = daysBefore(now, days);
    return deleteWithFiles(
      em,
      files,
      (tem, limit) => tem.find(SupportTicket, { status: COMPLETED, receivedAt: { $lt: cutoff } }, { limit, populate: ['attachment'] }),
      (ticket) => ticket.attachment,
    );
  },
};
