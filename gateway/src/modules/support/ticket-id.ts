import { readableId } from '../../db/readable-id.js';

/** 'SR-20261121-4F7K': the Kolkata date it was raised, then random characters. */
export function newTicketId(now: Date = new Date()): string {
  return readableId('SR', now);
}
