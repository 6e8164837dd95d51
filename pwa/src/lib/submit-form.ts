import type { FormOutcome } from './outbox/form-outcome';
import { createOperation, type NewOperation } from './outbox/operation';
import { submit } from './outbox/queue';

export type { FormOutcome } from './outbox/form-outcome';

export const QUEUED_MESSAGE = 'You are offline, so this was saved on this device. It will be sent automatically when you are back online.';

/** The one submit path of every public form: through the outbox, never straight to the network. */
export function submitForm(operation: NewOperation): Promise<FormOutcome> {
  return submit(createOperation(operation)).catch((error: unknown) => ({ status: 'failed', message: error instanceof Error ? error.message : String(error) }));
}
