/** Closed sets of values shared by the app and the server. */

export const TICKET_STATUSES = ['OPEN', 'pending', 'feedbackWaiting', 'Completed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const DEFAULT_TICKET_STATUS: TicketStatus = 'OPEN';

const TICKET_STATUS_RANK: ReadonlyMap<string, number> = new Map([
  ['OPEN', 1],
  ['pending', 2],
  ['feedbackWaiting', 3],
  ['Completed', 4],
]);
/** Rank of any status the server may hold that is not one of the four. */
export const OTHER_TICKET_STATUS_RANK = 5;

export function ticketStatusRank(status: unknown): number {
  return (typeof status === 'string' && TICKET_STATUS_RANK.get(status)) || OTHER_TICKET_STATUS_RANK;
}

/** For `Array.prototype.sort`: OPEN first, Completed last, unknown statuses after all. */
export function compareTicketStatus(a: unknown, b: unknown): number {
  return ticketStatusRank(a) - ticketStatusRank(b);
}

/** Support categories: the title is what forms send as formType and show; the key is the URL segment. */
export const SUPPORT_CATEGORIES = [
  { title: 'Maintenance', key: 'Maintenance' },
  { title: 'Product Details', key: 'ProductDetails' },
  { title: 'Training and Workshop', key: 'TrainingAndWorkshop' },
  { title: 'Setup and Costing', key: 'SetUpAndCosting' },
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['title'];

export function isSupportCategory(value: unknown): value is SupportCategory {
  return SUPPORT_CATEGORIES.some((c) => c.title === value);
}

export const RATINGS = ['Excellent', 'Good', 'Average', 'Poor'] as const;

export function isRating(value: unknown): value is (typeof RATINGS)[number] {
  return (RATINGS as readonly unknown[]).includes(value);
}

export const TRAINING_ROLES = ['Working Professional', 'College Professor'] as const;
export type TrainingRole = (typeof TRAINING_ROLES)[number];

export function isTrainingRole(value: unknown): value is TrainingRole {
  return (TRAINING_ROLES as readonly unknown[]).includes(value);
}

export type JobApplicationStatus = 'pending' | 'accepted';
export const DEFAULT_JOB_APPLICATION_STATUS: JobApplicationStatus = 'pending';

/**
 * What a live event or a webhook says was submitted: the values of the GraphQL enum `SubmissionKind`
 * (a ticket is a support request, an application a job application, a registration a training one).
 */
export const SUBMISSION_KINDS = ['ENQUIRY', 'CONTACT', 'TICKET', 'APPLICATION', 'REGISTRATION', 'EVENT_FEEDBACK', 'PRESENTATION_FEEDBACK'] as const;
export type SubmissionKindName = (typeof SUBMISSION_KINDS)[number];
