import { BROCHURE_MAX_BYTES, EVENT_IMAGE_MAX_BYTES, MAX_EVENT_IMAGES } from '../constants.js';
import { isIsoDate } from '../time.js';
import { type FieldErrors, isBlank, isUrl, requireText, text } from './field-errors.js';
import { type FileInfo, type FileRule, IMAGE_TYPES, PDF_TYPE, megabytes, optionalFileError } from './file-info.js';

/** A file the event already has on the server. */
export interface StoredFile {
  url: string;
  name: string;
}

export interface EventAdminValues {
  title: string;
  /** The first (or only) day, YYYY-MM-DD. */
  date: string;
  /** The last day of an event of several days, YYYY-MM-DD; absent for a one-day event. */
  endDate?: string;
  location: string;
  /** The first one is required; the others may be added or removed. */
  descriptions: string[];
  /** New images chosen in this form. */
  images?: FileInfo[];
  /** Images kept from the event being updated; they count towards the maximum. */
  existingImages?: StoredFile[];
  brochure?: FileInfo | null;
  existingBrochure?: StoredFile | null;
  meetingLink?: string;
  registrationLink?: string;
}

export type EventAdminField = keyof EventAdminValues;

/** `required` goes on each missing field; show it once for the form with `firstError`. */
export const EVENT_ADMIN_MESSAGES = {
  required: 'Please fill in all required fields.',
  tooManyImages: `Maximum ${MAX_EVENT_IMAGES} images allowed.`,
  imageType: 'Only image files are allowed.',
  imageSize: `Each image must be ${megabytes(EVENT_IMAGE_MAX_BYTES)} or smaller.`,
  brochureType: 'Brochure must be a PDF file.',
  brochureSize: `Brochure must be ${megabytes(BROCHURE_MAX_BYTES)} or smaller.`,
  meetingLink: 'Meeting link must be a valid URL (http or https).',
  registrationLink: 'Registration link must be a valid URL (http or https).',
  date: 'Please enter a valid date.',
  endDate: 'The end date must be a valid date on or after the start date.',
} as const;

/** One event image; the server receives each upload with it. */
export const EVENT_IMAGE_RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: EVENT_IMAGE_MAX_BYTES,
  typeMessage: EVENT_ADMIN_MESSAGES.imageType,
  sizeMessage: EVENT_ADMIN_MESSAGES.imageSize,
};

export const EVENT_BROCHURE_RULE: FileRule = {
  types: [PDF_TYPE],
  maxBytes: BROCHURE_MAX_BYTES,
  typeMessage: EVENT_ADMIN_MESSAGES.brochureType,
  sizeMessage: EVENT_ADMIN_MESSAGES.brochureSize,
};

export function validateEventAdmin(values: Partial<Record<EventAdminField, unknown>>): FieldErrors<EventAdminField> {
  const errors: FieldErrors<EventAdminField> = {};
  requireText(errors, values, ['title', 'date', 'location'], EVENT_ADMIN_MESSAGES.required);
  // The calendar places events by day, so dates are ISO days (what a date input gives), never free text.
  if (!errors.date && !isIsoDate(text(values.date))) errors.date = EVENT_ADMIN_MESSAGES.date;
  if (!isBlank(values.endDate) && (!isIsoDate(text(values.endDate)) || (!errors.date && text(values.endDate) < text(values.date)))) {
    errors.endDate = EVENT_ADMIN_MESSAGES.endDate;
  }
  const descriptions = values.descriptions;
  if (!Array.isArray(descriptions) || isBlank(descriptions[0])) errors.descriptions = EVENT_ADMIN_MESSAGES.required;
  const imagesError = imagesErrorOf(values.images, values.existingImages);
  if (imagesError) errors.images = imagesError;
  const brochureError = optionalFileError(values.brochure, EVENT_BROCHURE_RULE);
  if (brochureError) errors.brochure = brochureError;
  if (!isBlank(values.meetingLink) && !isUrl(values.meetingLink)) errors.meetingLink = EVENT_ADMIN_MESSAGES.meetingLink;
  if (!isBlank(values.registrationLink) && !isUrl(values.registrationLink)) errors.registrationLink = EVENT_ADMIN_MESSAGES.registrationLink;
  return errors;
}

function imagesErrorOf(images: unknown, existing: unknown): string | undefined {
  const added: unknown = images ?? [];
  if (!Array.isArray(added)) return EVENT_ADMIN_MESSAGES.imageType;
  const kept = Array.isArray(existing) ? existing.length : 0;
  if (kept + added.length > MAX_EVENT_IMAGES) return EVENT_ADMIN_MESSAGES.tooManyImages;
  for (const image of added) {
    const error = image == null ? EVENT_IMAGE_RULE.typeMessage : optionalFileError(image, EVENT_IMAGE_RULE);
    if (error) return error;
  }
  return undefined;
}
