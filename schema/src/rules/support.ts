import { TICKET_ATTACHMENT_MAX_BYTES } from '../constants.js';
import { type SupportCategory, isSupportCategory } from '../enums.js';
import { type FieldErrors, isEmail, requireText } from './field-errors.js';
import { FILE_EMPTY_MESSAGE, type FileInfo, type FileRule, PDF_TYPE, megabytes, optionalFileError } from './file-info.js';
import { EMAIL_MESSAGE } from './contact-fields.js';

export interface SupportValues {
  fullName: string;
  email: string;
  contactNo: string;
  organizationName: string;
  formType: SupportCategory;
  /** Maintenance: the issue description. */
  query?: string;
  /** Maintenance: optional attachment. */
  image?: FileInfo | null;
  /** Other categories: optional. */
  message?: string;
  productName?: string;
}

export type SupportField = keyof SupportValues;

export const SUPPORT_ATTACHMENT_TYPES = [PDF_TYPE, 'image/jpeg', 'image/png'] as const;
/** For the file input's accept attribute. */
export const SUPPORT_ATTACHMENT_EXTENSIONS = ['.pdf', '.jpeg', '.jpg', '.png'] as const;

/** `required` goes on each missing field; show it once for the form with `firstError`. */
export const SUPPORT_MESSAGES = {
  required: 'Please fill in all required fields.',
  email: EMAIL_MESSAGE,
  formType: 'Please choose a support category.',
  fileType: 'File must be a PDF, JPEG, or PNG.',
  fileSize: `File must be ${megabytes(TICKET_ATTACHMENT_MAX_BYTES)} or smaller.`,
  fileEmpty: FILE_EMPTY_MESSAGE,
} as const;

/** The server reads an upload up to `maxBytes` and answers `sizeMessage` beyond it. */
export const SUPPORT_ATTACHMENT_RULE: FileRule = {
  types: SUPPORT_ATTACHMENT_TYPES,
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
  typeMessage: SUPPORT_MESSAGES.fileType,
  sizeMessage: SUPPORT_MESSAGES.fileSize,
};

const ALWAYS_REQUIRED = ['fullName', 'email', 'contactNo', 'organizationName'] as const satisfies readonly SupportField[];

export function validateSupport(values: Partial<Record<SupportField, unknown>>): FieldErrors<SupportField> {
  const errors: FieldErrors<SupportField> = {};
  requireText(errors, values, ALWAYS_REQUIRED, SUPPORT_MESSAGES.required);
  if (!errors.email && !isEmail(values.email)) errors.email = SUPPORT_MESSAGES.email;
  if (!isSupportCategory(values.formType)) errors.formType = SUPPORT_MESSAGES.formType;
  if (values.formType === 'Maintenance') requireText(errors, values, ['query'], SUPPORT_MESSAGES.required);
  const imageError = optionalFileError(values.image, SUPPORT_ATTACHMENT_RULE);
  if (imageError) errors.image = imageError;
  return errors;
}
