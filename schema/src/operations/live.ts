/** The live events' documents (GraphQL subscriptions over WebSocket on /graphql), for the dashboard and the tests. */
export const SUBMISSION_CREATED_SUBSCRIPTION = `subscription SubmissionCreated { submissionCreated { kind id } }`;

export const TICKET_STATUS_CHANGED_SUBSCRIPTION = `subscription TicketStatusChanged { ticketStatusChanged { id status } }`;

export const APPLICATION_STATUS_CHANGED_SUBSCRIPTION = `subscription ApplicationStatusChanged { applicationStatusChanged { id status } }`;
