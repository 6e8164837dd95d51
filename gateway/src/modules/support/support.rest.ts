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
import { field, optionalField, submissionIdOf, uploadField } from '../../rest/request-values.js';
import { type ShimError, shimRoute } from '../../rest/shim-route.js';

type TicketRow = SupportTicketsQuery['supportTickets'][number];

/** The admin view: `_id`, the form's `formType`, and the attachment as a URL in `image`. */
function ticketView({ id, category, attachment, ...rest }: TicketRow) {
  return { _id: id, ...rest, formType: category, image: attachment?.url ?? null };
}

/** The old client shows `message` on failure: the first field's message, as the form shows it. */
function supportFailure(error: ShimError) {
  return { success: false, message: firstError(error.fieldErrors ?? {}) ?? error.message, fields: error.fieldErrors };
}

const submitRoute = shimRoute<SubmitSupportRequestMutation>({
  method: 'POST',
  path: '/api/support',
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
    operation: SUPPORT_TICKETS_QUERY,
    variables: () => ({ category: title }),
    respond: ({ supportTickets }) => ({ body: supportTickets.map(ticketView) }),
  }),
);

const adminRoutes = [
  shimRoute<AssignEngineerMutation>({
    method: 'POST',
    path: '/api/engineerAssignment',
    operation: ASSIGN_ENGINEER_MUTATION,
    variables: (request) => ({ ticketId: field(request, 'ticketId'), engineer: field(request, 'Engineer') }),
    respond: ({ assignEngineer }) => ({ body: { success: true, ticket: ticketView(assignEngineer) } }),
  }),
  shimRoute<CloseTicketMutation>({
    method: 'POST',
    path: '/api/ticketClose',
    operation: CLOSE_TICKET_MUTATION,
    variables: (request) => ({ ticketId: field(request, 'ticketId') }),
    respond: ({ closeTicket }) => ({ body: { success: true, ticket: ticketView(closeTicket) } }),
  }),
  shimRoute<DeleteTicketMutation>({
    method: 'POST',
    path: '/api/deleteTicket',
    operation: DELETE_TICKET_MUTATION,
    variables: (request) => ({ ticketId: field(request, 'ticketId') }),
    respond: () => ({ body: { success: true } }),
  }),
];

export const supportShimRoutes = [submitRoute, ...listRoutes, ...adminRoutes];
