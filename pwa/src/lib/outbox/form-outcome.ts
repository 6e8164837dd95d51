import type { OperationError } from './operation';

/** What a form hears back from the outbox, and what it says to the visitor (see lib/form-messages.ts). */
export type FormOutcome =
  | { status: 'sent'; data: Record<string, unknown> }
  /** Saved on this device; the outbox sends it when the connection (or the server) is back. */
  | { status: 'queued' }
  /** Not saved: the form is still open, so the visitor fixes it there. */
  | { status: 'rejected'; error: OperationError }
  /** Neither saved nor sent (storage unavailable and the network down); `message` says why. */
  | { status: 'failed'; message: string };

/** Sent, or saved to be sent: the form's work is done. */
export type AcceptedOutcome = Extract<FormOutcome, { status: 'sent' | 'queued' }>;
/** Refused by the server, or lost to the device: the form stays as it is. */
export type RefusedOutcome = Extract<FormOutcome, { status: 'rejected' | 'failed' }>;

export function isAccepted(outcome: FormOutcome): outcome is AcceptedOutcome {
  return outcome.status === 'sent' || outcome.status === 'queued';
}
