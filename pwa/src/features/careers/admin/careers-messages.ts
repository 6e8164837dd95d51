/** The Job Applications tab's messages, as the specification words them (section 8). */
export const CAREERS_ADMIN_MESSAGES = {
  rolesFailed: 'Failed to load job roles. Using default data.',
  toggleFailed: 'Failed to update job role status. Please try again.',
  applicationsFailed: 'Failed to load applications',
  statusFailed: 'Failed to update application status',
  deleteFailed: 'Failed to delete application',
  deleted: 'Application deleted successfully!',
  accepted: 'Application accepted!',
  rejected: 'Application rejected!',
  confirmDelete: 'Delete this application? This cannot be undone.',
  confirmReject: 'Reject this application? It is deleted with its resume.',
} as const;
