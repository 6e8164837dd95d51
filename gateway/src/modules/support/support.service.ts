import { QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_TICKET_STATUS,
  OTHER_TICKET_STATUS_RANK,
  SUPPORT_ATTACHMENT_RULE,
  SUPPORT_MESSAGES,
  type SupportCategory,
  TICKET_STATUSES,
  type TicketStatus,
  compareTicketStatus,
  hasErrors,
  isSupportCategory,
  text,
  ticketStatusRank,
  validateEngineerAssignment,
  validateSupport,
} from '@site/schema';
import type { FileUpload } from 'graphql-upload-minimal';
import { createOnce } from '../../db/create-once.js';
import { findPage, type PageRequest } from '../../db/find-page.js';
import type { FileStore } from '../../files/file-store.js';
import { receiveUpload } from '../../files/receive-upload.js';
import { InvalidError, NotFoundError } from '../../core/errors.js';
import { committed } from '../../core/live-events.js';
import { SupportTicket } from './support-ticket.entity.js';
import type { SupportRequestInput } from './support.types.js';
import { newTicketId } from './ticket-id.js';

const MAINTENANCE: SupportCategory = 'Maintenance';
const ASSIGNED: TicketStatus = 'pending';
const CLOSED: TicketStatus = 'Completed';

export async function submitSupportRequest(
  em: EntityManager,
  files: FileStore,
  submissionId: string,
  input: SupportRequestInput,
  attachmentUpload: Promise<FileUpload> | null | undefined,
): Promise<SupportTicket> {
  const received = await receiveUpload(attachmentUpload, 'image', SUPPORT_ATTACHMENT_RULE);
  // Only the Maintenance form has an attachment; a file sent with another category is not kept.
  const image = input.formType === MAINTENANCE ? received : null;
  return createOnce(
    em,
    SupportTicket,
    'TICKET',
    submissionId,
    async () => {
      const errors = validateSupport({ ...input, image });
      if (hasErrors(errors)) throw new InvalidError(errors);
      const ticketId = await unusedTicketId(em);
      return em.create(SupportTicket, {
        submissionId,
        ticketId,
        category: input.formType,
        status: DEFAULT_TICKET_STATUS,
        fullName: text(input.fullName),
        email: text(input.email),
        contactNo: text(input.contactNo),
        organizationName: text(input.organizationName),
        query: text(input.query),
        message: text(input.message),
        productName: text(input.productName),
        assignedEngineer: null,
        receivedAt: new Date(),
        attachment: image ? await files.save(image, 'private') : null,
      });
    },
    async (ticket) => {
      if (ticket.attachment) await files.remove(ticket.attachment);
    },
  );
}

// A day has a million suffixes; checking first makes a clash with an earlier ticket impossible.
async function unusedTicketId(em: EntityManager): Promise<string> {
  for (;;) {
    const ticketId = newTicketId();
    if ((await em.count(SupportTicket, { ticketId })) === 0) return ticketId;
  }
}

/** One category's tickets: OPEN, pending, feedbackWaiting, Completed, then any other status; newest first within each. */
export async function listTickets(em: EntityManager, category: string): Promise<SupportTicket[]> {
  if (!isSupportCategory(category)) throw new InvalidError({ category: SUPPORT_MESSAGES.formType });
  const tickets = await em.find(SupportTicket, { category }, { orderBy: { receivedAt: 'desc' } });
  return tickets.sort((a, b) => compareTicketStatus(a.status, b.status));
}

/** SQL for the order of `compareTicketStatus`, so that a page is cut from the list in that order. */
const STATUS_ORDER = raw(
  `case status ${TICKET_STATUSES.map((status) => `when '${status}' then ${ticketStatusRank(status)}`).join(' ')} else ${OTHER_TICKET_STATUS_RANK} end`,
);

/** One page of a category's tickets in the order above, searched over every column an admin reads. */
export function pageTickets(em: EntityManager, category: string, page: PageRequest) {
  if (!isSupportCategory(category)) throw new InvalidError({ category: SUPPORT_MESSAGES.formType });
  const searchable = [
    'ticketId',
    'status',
    'fullName',
    'email',
    'contactNo',
    'organizationName',
    'query',
    'message',
    'productName',
    'assignedEngineer',
  ] as const;
  return findPage(em, SupportTicket, { category }, searchable, page, [{ [STATUS_ORDER]: QueryOrder.ASC }, { receivedAt: QueryOrder.DESC }]);
}

/** Tickets still OPEN (nobody assigned): the ones waiting for an admin. */
export function countOpenTickets(em: EntityManager): Promise<number> {
  return em.count(SupportTicket, { status: DEFAULT_TICKET_STATUS });
}

/** Assigning an engineer to an OPEN ticket makes it pending: someone is on it. */
export async function assignEngineer(em: EntityManager, ticketId: string, engineer: string): Promise<SupportTicket> {
  const errors = validateEngineerAssignment({ engineer });
  if (hasErrors(errors)) throw new InvalidError(errors);
  const ticket = await findTicket(em, ticketId);
  ticket.assignedEngineer = engineer;
  const wasOpen = ticket.status === DEFAULT_TICKET_STATUS;
  if (wasOpen) ticket.status = ASSIGNED;
  await em.flush();
  if (wasOpen) committed(em, { type: 'ticketStatusChanged', id: ticket.id, status: ticket.status });
  return ticket;
}

export async function closeTicket(em: EntityManager, ticketId: string): Promise<SupportTicket> {
  const ticket = await findTicket(em, ticketId);
  const changed = ticket.status !== CLOSED;
  ticket.status = CLOSED;
  await em.flush();
  if (changed) committed(em, { type: 'ticketStatusChanged', id: ticket.id, status: ticket.status });
  return ticket;
}

/** Deletes the ticket and its attachment, the file on disk once the rows are gone. */
export async function deleteTicket(em: EntityManager, files: FileStore, ticketId: string): Promise<boolean> {
  const ticket = await findTicket(em, ticketId);
  const { attachment } = ticket;
  em.remove(ticket);
  if (attachment) em.remove(attachment);
  await em.flush();
  if (attachment) await files.remove(attachment);
  return true;
}

async function findTicket(em: EntityManager, ticketId: string): Promise<SupportTicket> {
  const ticket = await em.findOne(SupportTicket, { ticketId: text(ticketId) });
  if (!ticket) throw new NotFoundError('Ticket');
  return ticket;
}
