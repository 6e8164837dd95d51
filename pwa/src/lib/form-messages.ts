import type { AcceptedOutcome, RefusedOutcome } from './outbox/form-outcome';
import type { OperationError } from './outbox/operation';

/** What a form says for each outcome: one table per form, next to the form. */
export interface FormMessages {
  /** The server took it; `data` is its answer (a ticket number, a reference). */
  sent: string | ((data: Record<string, unknown>) => string);
  /** Saved on this device, to be sent when the connection is back. */
  queued: string;
  /** The server refused it. */
  rejected: string | ((error: OperationError) => string);
  /** Neither saved nor sent; `message` says why. */
  failed: string | ((message: string) => string);
  /** Where a refusal is said: under the form (the default), or in an alert the visitor must close. */
  refusalIn?: 'notice' | 'alert';
}

/** The notice for a form that has done its work. */
export function acceptedNotice(outcome: AcceptedOutcome, messages: FormMessages): { tone: 'success' | 'info'; text: string } {
  if (outcome.status === 'queued') return { tone: 'info', text: messages.queued };
  return { tone: 'success', text: typeof messages.sent === 'string' ? messages.sent : messages.sent(outcome.data) };
}

/** What to tell the visitor whose submission was refused or lost. */
export function refusalText(outcome: RefusedOutcome, messages: FormMessages): string {
  if (outcome.status === 'rejected') return typeof messages.rejected === 'string' ? messages.rejected : messages.rejected(outcome.error);
  return typeof messages.failed === 'string' ? messages.failed : messages.failed(outcome.message);
}
