import { privateFilesOf } from '../../files/private-file-owner.js';
import type { FeatureModule } from '../feature-module.js';
import { supportMail } from './support.mail.js';
import { SupportTicket } from './support-ticket.entity.js';
import { SupportResolver } from './support.resolver.js';
import { supportShimRoutes } from './support.rest.js';
import { ticketRetention } from './support.retention.js';

export const supportModule: FeatureModule = {
  entities: [SupportTicket],
  resolvers: [SupportResolver],
  shimRoutes: supportShimRoutes,
  mail: [supportMail],
  retention: [ticketRetention],
  personalData: [
    {
      kind: 'supportTickets',
      label: 'Support tickets',
      entity: SupportTicket,
      people: [{ email: 'email', phone: 'contactNo', others: ['fullName', 'organizationName'] }],
      files: ['attachment'],
      erasure: 'delete',
    },
  ],
  privateFiles: [privateFilesOf('support_tickets', 'attachment_id', 'ticket_id', { permission: 'tickets:read' })],
};
