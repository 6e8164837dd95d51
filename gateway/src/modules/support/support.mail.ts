import { mailAddress, renderMail, siteLink, teamMail } from '../../mail/mail-layout.js';
import type { MailComposer } from '../../mail/mail-message.js';
import { SupportTicket } from './support-ticket.entity.js';

/** The team gets each new ticket; the visitor gets its number to quote. */
export const supportMail: MailComposer = {
  table: 'support_tickets',
  feature: 'tickets',
  async compose(em, id, audience, settings) {
    const ticket = await em.findOne(SupportTicket, id);
    if (!ticket) return null;
    const rows = [
      ['Ticket', ticket.ticketId],
      ['Category', ticket.category],
      ['Name', ticket.fullName],
      ['Email', ticket.email],
      ['Contact number', ticket.contactNo],
      ['Organization', ticket.organizationName],
      ['Product', ticket.productName],
      ['Issue', ticket.query],
      ['Message', ticket.message],
    ] as const;
    if (audience === 'visitor') {
      return renderMail(mailAddress(ticket.fullName, ticket.email), {
        subject: `Your support ticket ${ticket.ticketId}`,
        heading: `Support ticket ${ticket.ticketId}`,
        intro: `Thank you, ${ticket.fullName}. We have received your request and will answer within 24 to 48 hours. Please quote ticket ${ticket.ticketId} when you write to us about it.`,
        rows,
      });
    }
    // The attachment is private: the e-mail links to it, and the link asks for an admin sign-in.
    const attachment = ticket.attachment ? siteLink(settings, ticket.attachment.url) : undefined;
    return teamMail(
      settings,
      'support',
      {
        subject: `Support ticket ${ticket.ticketId} (${ticket.category}) from ${ticket.fullName}`,
        heading: `New support ticket ${ticket.ticketId}`,
        rows,
        links: [[`Attachment: ${ticket.attachment?.name ?? ''}`, attachment]],
      },
      mailAddress(ticket.fullName, ticket.email),
    );
  },
};
