import type { TicketStatus } from '@site/schema';
import { DAY_MS, deleteWithFiles, type RetentionRule } from '../../retention/retention-rule.js';
import { SupportTicket } from './support-ticket.entity.js';

const COMPLETED: TicketStatus = 'Completed';

/** A Completed ticket goes with its attachment RETENTION_TICKET_DAYS after it arrived; open ones stay, however old. */
export const ticketRetention: RetentionRule = {
  name: 'tickets',
  days: (retention) => retention.ticketDays,
  sweep(em, files, now, days) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    return deleteWithFiles(
      em,
      files,
      (tem, limit) => tem.find(SupportTicket, { status: COMPLETED, receivedAt: { $lt: cutoff } }, { limit, populate: ['attachment'] }),
      (ticket) => ticket.attachment,
    );
  },
};
