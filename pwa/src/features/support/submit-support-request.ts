import { SUBMIT_SUPPORT_REQUEST_MUTATION, type SupportCategory } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

export interface SupportRequestValues {
  fullName: string;
  email: string;
  contactNo: string;
  organizationName: string;
  query: string;
  productName: string;
  message: string;
  image: File | null;
}

/** Maintenance sends the issue and its attachment; the other categories their product name and message. */
export function submitSupportRequest(category: SupportCategory, { image, query, productName, message, ...contact }: SupportRequestValues) {
  const maintenance = category === 'Maintenance';
  return submitForm({
    kind: 'support',
    label: `${category} request from ${contact.fullName.trim()}`,
    query: SUBMIT_SUPPORT_REQUEST_MUTATION,
    variables: { input: { ...contact, formType: category, ...(maintenance ? { query } : { productName, message }) } },
    files: maintenance && image ? { 'variables.attachment': image } : {},
  });
}

/** The ticket id from a sent request's answer. */
export function ticketIdOf(data: Record<string, unknown>): string | undefined {
  const receipt = data.submitSupportRequest as { ticketId?: unknown } | undefined;
  return typeof receipt?.ticketId === 'string' ? receipt.ticketId : undefined;
}
