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

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && TICKET_STATUS_RANK.has(value);
}

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
export type SupportCategoryKey = (typeof SUPPORT_CATEGORIES)[number]['key'];
export const SUPPORT_CATEGORY_TITLES: readonly SupportCategory[] = SUPPORT_CATEGORIES.map((c) => c.title);
export const SUPPORT_CATEGORY_KEYS: readonly SupportCategoryKey[] = SUPPORT_CATEGORIES.map((c) => c.key);

export function isSupportCategory(value: unknown): value is SupportCategory {
  return SUPPORT_CATEGORIES.some((c) => c.title === value);
}

export function isSupportCategoryKey(value: unknown): value is SupportCategoryKey {
  return SUPPORT_CATEGORIES.some((c) => c.key === value);
}

export function supportCategoryKey(title: SupportCategory): SupportCategoryKey {
  return SUPPORT_CATEGORIES.find((c) => c.title === title)!.key;
}

export function supportCategoryFromKey(key: unknown): SupportCategory | undefined {
  return SUPPORT_CATEGORIES.find((c) => c.key === key)?.title;
}

export const RATINGS = ['Excellent', 'Good', 'Average', 'Poor'] as const;
export type Rating = (typeof RATINGS)[number];

export function isRating(value: unknown): value is Rating {
  return (RATINGS as readonly unknown[]).includes(value);
}

export const TRAINING_ROLES = ['Working Professional', 'College Professor'] as const;
export type TrainingRole = (typeof TRAINING_ROLES)[number];

export function isTrainingRole(value: unknown): value is TrainingRole {
  return (TRAINING_ROLES as readonly unknown[]).includes(value);
}

export const JOB_APPLICATION_STATUSES = ['pending', 'accepted'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
export const DEFAULT_JOB_APPLICATION_STATUS: JobApplicationStatus = 'pending';

export function isJobApplicationStatus(value: unknown): value is JobApplicationStatus {
  return (JOB_APPLICATION_STATUSES as readonly unknown[]).includes(value);
}
