/** The Support Inquiries tab's messages, as the specification words them (section 8, Tickets). */
export const TICKET_MESSAGES = {
  fetchFailed: 'Failed to fetch data. Please try again.',
  assigned: 'Engineer assigned successfully!',
  assignFailed: 'Error assigning engineer.',
  closed: 'Ticket closed successfully!',
  closeFailed: 'Error closing ticket.',
  deleted: 'Inquiry deleted successfully!',
  deleteFailed: 'Failed to delete inquiry.',
  confirmDelete: 'Delete this inquiry? This cannot be undone.',
} as const;
