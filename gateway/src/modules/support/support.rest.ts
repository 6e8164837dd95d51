import {
  ASSIGN_ENGINEER_MUTATION,
  type AssignEngineerMutation,
  CLOSE_TICKET_MUTATION,
  type CloseTicketMutation,
  DELETE_TICKET_MUTATION,
  type DeleteTicketMutation,
  SUBMIT_SUPPORT_REQUEST_MUTATION,
  SUPPORT_CATEGORIES,
  SUPPORT_TICKETS_QUERY,
  type SubmitSupportRequestMutation,
  type SupportTicketsQuery,
  firstError,
} from '@site/schema';
import { FIELD_MESSAGES, type JsonSchema, itemOf, listOf, nullable, object, reshape, SUCCESS, succeeded, text } from '../../openapi/json-schema.js';
import { field, optionalField, submissionIdOf, uploadField } from '../../rest/request-values.js';
import { type ShimError, shimRoute } from '../../rest/shim-route.js';

type TicketRow = SupportTicketsQuery['supportTickets'][number];

/** The admin view: `_id`, the form's `formType`, and the attachment as a URL in `image`. */
function ticketView({ id, category, attachment, ...rest }: TicketRow) {
  return { _id: id, ...rest, formType: category, image: attachment?.url ?? null };
}

const TICKET = object({ ticketId: text('The ticket’s id, as the submitter was told it.') });
const NO_TICKET = { 404: 'No ticket of that id.' };
const ticketSchema = (ticket: JsonSchema | undefined) =>
  reshape(ticket, {
    rename: { id: '_id', category: 'formType' },
    omit: ['attachment'],
    set: { image: nullable(text('The attachment’s URL, served to the admin only.')) },
  });

/** The old client shows `message` on failure: the first field's message, as the form shows it. */
function supportFailure(error: ShimError) {
  return { success: false, message: firstError(error.fieldErrors ?? {}) ?? error.message, fields: error.fieldErrors };
}

const submitRoute = shimRoute<SubmitSupportRequestMutation>({
  method: 'POST',
  path: '/api/support',
  doc: {
    summary: 'Opens a support ticket (or sends a sales, service or other request)',
    access: 'public',
    status: 201,
    body: object(
      {
        fullName: text(),
        email: text(),
        contactNo: text(),
        organizationName: text(),
        formType: text('The kind of request, as the support page names it.'),
        query: text(),
        message: text(),
        productName: text(),
      },
      ['query', 'message', 'productName'],
    ),
    files: { image: 'Maintenance requests only: a PDF, JPEG or PNG of at most 10 MB.' },
    answer: ({ submitSupportRequest }) =>
      succeeded({ message: text('Says the request was submitted.'), ticketId: submitSupportRequest?.properties?.ticketId, _id: text() }),
    failure: object({ success: { const: false }, message: text('The first field’s message, as the form shows it.'), fields: FIELD_MESSAGES }, ['fields']),
  },
  operation: SUBMIT_SUPPORT_REQUEST_MUTATION,
  files: ['image'],
  variables: (request) => ({
    submissionId: submissionIdOf(request),
    input: {
      fullName: field(request, 'fullName'),
      email: field(request, 'email'),
      contactNo: field(request, 'contactNo'),
      organizationName: field(request, 'organizationName'),
      formType: field(request, 'formType'),
      query: optionalField(request, 'query'),
      message: optionalField(request, 'message'),
      productName: optionalField(request, 'productName'),
    },
    attachment: uploadField(request, 'image'),
  }),
  respond: ({ submitSupportRequest }, request) => ({
    status: 201,
    body: {
      success: true,
      message: `${field(request, 'formType')} request submitted successfully!`,
      ticketId: submitSupportRequest.ticketId,
      _id: submitSupportRequest.id,
    },
  }),
  failure: supportFailure,
});

const listRoutes = SUPPORT_CATEGORIES.map(({ title, key }) =>
  shimRoute<SupportTicketsQuery>({
    method: 'GET',
    path: `/api/getQuery/${key}`,
    doc: { summary: `The ${title} tickets, newest first`, access: 'admin', answer: ({ supportTickets }) => listOf(ticketSchema(itemOf(supportTickets))) },
    operation: SUPPORT_TICKETS_QUERY,
    variables: () => ({ category: title }),
    respond: ({ supportTickets }) => ({ body: supportTickets.map(ticketView) }),
  }),
);

const adminRoutes = [
  shimRoute<AssignEngineerMutation>({
    method: 'POST',
    path: '/api/engineerAssignment',
    doc: {
      summary: 'Assigns an engineer to a ticket',
      access: 'admin',
      body: object({ ticketId: text(), Engineer: text('The engineer’s name.') }),
      errors: NO_TICKET,
      answer: ({ assignEngineer }) => succeeded({ ticket: ticketSchema(assignEngineer) }),
    },
    operation: ASSIGN_ENGINEER_MUTATION,
    variables: (request) => ({ ticketId: field(request, 'ticketId'), engineer: field(request, 'Engineer') }),
    respond: ({ assignEngineer }) => ({ body: { success: true, ticket: ticketView(assignEngineer) } }),
  }),
  shimRoute<CloseTicketMutation>({
    method: 'POST',
    path: '/api/ticketClose',
    doc: {
      summary: 'Closes a ticket',
      access: 'admin',
      body: TICKET,
      errors: NO_TICKET,
      answer: ({ closeTicket }) => succeeded({ ticket: ticketSchema(closeTicket) }),
    },
    operation: CLOSE_TICKET_MUTATION,
    variables: (request) => ({ ticketId: field(request, 'ticketId') }),
    respond: ({ closeTicket }) => ({ body: { success: true, ticket: ticketView(closeTicket) } }),
  }),
  shimRoute<DeleteTicketMutation>({
    method: 'POST',
    path: '/api/deleteTicket',
    doc: { summary: 'Deletes a ticket', access: 'admin', body: TICKET, errors: NO_TICKET, answer: () => SUCCESS },
    operation: DELETE_TICKET_MUTATION,
    variables: (request) => ({ ticketId: field(request, 'ticketId') }),
    respond: () => ({ body: { success: true } }),
  }),
];

export const supportShimRoutes = [submitRoute, ...listRoutes, ...adminRoutes];
