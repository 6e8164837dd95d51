import { createOperation, type NewOperation, type OperationError } from './outbox/operation';
import { submit } from './outbox/outbox';

export type FormOutcome =
  | { kind: 'sent'; data: Record<string, unknown> }
  /** Saved on this device; the outbox sends it when the connection is back. */
  | { kind: 'queued' }
  | { kind: 'rejected'; error: OperationError }
  /** Neither saved nor sent (storage unavailable and the network down); `message` says why. */
  | { kind: 'failed'; message: string };

export const QUEUED_MESSAGE = 'You are offline, so this was saved on this device. It will be sent automatically when you are back online.';

/** The one submit path of every public form: through the outbox, never straight to the network. */
export async function submitForm(operation: NewOperation): Promise<FormOutcome> {
  try {
    const result = await submit(createOperation(operation));
    if (result.status === 'sent') return { kind: 'sent', data: result.data };
    if (result.status === 'queued') return { kind: 'queued' };
    return { kind: 'rejected', error: result.error };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
