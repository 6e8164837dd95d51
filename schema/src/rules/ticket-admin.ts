import { SUPPORT_ENGINEERS } from '../constants.js';
import type { FieldErrors } from './field-errors.js';

export type SupportEngineer = (typeof SUPPORT_ENGINEERS)[number];

export function isSupportEngineer(value: unknown): value is SupportEngineer {
  return (SUPPORT_ENGINEERS as readonly unknown[]).includes(value);
}

export const TICKET_ADMIN_MESSAGES = {
  engineer: 'Please select an engineer first.',
} as const;

/** An assignment names one of the listed engineers; anything else counts as no selection. */
export function validateEngineerAssignment(values: { engineer?: unknown }): FieldErrors<'engineer'> {
  return isSupportEngineer(values.engineer) ? {} : { engineer: TICKET_ADMIN_MESSAGES.engineer };
}
