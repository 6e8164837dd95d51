import { MB } from '../constants.js';

/**
 * What a rule needs to know of a file: a browser `File` has these properties, and the server builds one
 * from the upload's metadata. On the server `type` should be the type sniffed from the bytes, since a
 * declared type is only the client's claim.
 */
export interface FileInfo {
  name: string;
  type: string;
  size: number;
}

export function isFileInfo(value: unknown): value is FileInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { name, type, size } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number' && Number.isFinite(size) && size >= 0;
}

/** A file with content: an empty file is as good as no file. */
export function isNonEmptyFile(value: unknown): value is FileInfo {
  return isFileInfo(value) && value.size > 0;
}

/** The media type without parameters, lower-case: 'Image/PNG; x=y' is 'image/png'. */
export function mediaType(file: FileInfo): string {
  return (file.type.split(';')[0] ?? '').trim().toLowerCase();
}

export const PDF_TYPE = 'application/pdf';

// Raster formats only: SVG can carry script, and event images are served to everyone.
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

// Some clients label JPEG files with the non-standard 'image/jpg'.
const TYPE_ALIASES: ReadonlyMap<string, string> = new Map([['image/jpg', 'image/jpeg']]);

export function hasType(file: FileInfo, types: readonly string[]): boolean {
  const type = mediaType(file);
  return types.includes(TYPE_ALIASES.get(type) ?? type);
}

export function isPdf(file: FileInfo): boolean {
  return hasType(file, [PDF_TYPE]);
}

export function isImage(file: FileInfo): boolean {
  return hasType(file, IMAGE_TYPES);
}

export function fitsSize(file: FileInfo, maxBytes: number): boolean {
  return file.size <= maxBytes;
}

/** For messages: 5242880 bytes is '5 MB'. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

export const FILE_EMPTY_MESSAGE = 'The selected file is empty.';

/** What a form accepts in one file field, and what it says otherwise. */
export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** An optional file: absent passes; something that is not a file counts as a wrong type; an empty file is reported. */
export function optionalFileError(value: unknown, rule: FileRule): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isFileInfo(value) || !hasType(value, rule.types)) return rule.typeMessage;
  if (value.size === 0) return FILE_EMPTY_MESSAGE;
  return fitsSize(value, rule.maxBytes) ? undefined : rule.sizeMessage;
}

/** A required file: absent, not a file or empty gives `missingMessage`. */
export function requiredFileError(value: unknown, rule: FileRule, missingMessage: string): string | undefined {
  return isNonEmptyFile(value) ? optionalFileError(value, rule) : missingMessage;
}
