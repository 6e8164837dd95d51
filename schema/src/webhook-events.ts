/**
 * The events a webhook endpoint can ask for, with what each means. The gateway's triggers raise
 * them (gateway/src/db/migrations) and the dashboard offers them as checkboxes.
 */
export const WEBHOOK_EVENTS = {
  'enquiry.created': 'A quick enquiry was submitted',
  'contact.created': 'A contact message was submitted',
  'ticket.created': 'A support ticket was opened',
  'ticket.assigned': 'An engineer was assigned to an open ticket',
  'ticket.closed': 'A ticket was closed',
  'application.created': 'A job application was submitted',
  'application.accepted': 'A job application was accepted',
  'registration.created': 'A training registration was made',
  'feedback.created': 'Event or presentation feedback was submitted',
} as const;

export type WebhookEventName = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as WebhookEventName[];

export function isWebhookEvent(name: string): name is WebhookEventName {
  return Object.hasOwn(WEBHOOK_EVENTS, name);
}
