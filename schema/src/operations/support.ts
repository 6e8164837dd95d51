import { PAGE_ARGUMENTS, PAGE_VARIABLES } from './page.js';

/** The support feature's documents, written once for the PWA, the REST shim rows and the tests. */

export const SUPPORT_TICKET_FIELDS =
  'id ticketId category status fullName email contactNo organizationName query message productName assignedEngineer receivedAt attachment { id name type url }';

export const SUPPORT_TICKETS_QUERY = `query SupportTickets($category: String!) { supportTickets(category: $category) { ${SUPPORT_TICKET_FIELDS} } }`;

export const SUPPORT_TICKET_PAGE_QUERY = `query SupportTicketPage($category: String!, ${PAGE_VARIABLES}) {
  supportTicketPage(category: $category, ${PAGE_ARGUMENTS}) { total rows { ${SUPPORT_TICKET_FIELDS} } }
}`;

export const ASSIGN_ENGINEER_MUTATION = `mutation AssignEngineer($ticketId: String!, $engineer: String!) {
  assignEngineer(ticketId: $ticketId, engineer: $engineer) { ${SUPPORT_TICKET_FIELDS} }
}`;

export const CLOSE_TICKET_MUTATION = `mutation CloseTicket($ticketId: String!) { closeTicket(ticketId: $ticketId) { ${SUPPORT_TICKET_FIELDS} } }`;

export const DELETE_TICKET_MUTATION = `mutation DeleteTicket($ticketId: String!) { deleteTicket(ticketId: $ticketId) }`;

export const SUBMIT_SUPPORT_REQUEST_MUTATION = `mutation SubmitSupportRequest($submissionId: String!, $input: SupportRequestInput!, $attachment: Upload) {
  submitSupportRequest(submissionId: $submissionId, input: $input, attachment: $attachment) { id ticketId receivedAt }
}`;
