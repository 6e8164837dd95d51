import type { QuickEnquiryValues } from '@site/schema';

/** The quick enquiry's fields before the visitor types anything. */
export const EMPTY_ENQUIRY: QuickEnquiryValues = { name: '', email: '', phone: '', enquiry: '' };
