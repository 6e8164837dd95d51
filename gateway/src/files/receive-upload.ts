import type { FileInfo, FileRule } from '@site/schema';
import type { FileUpload } from 'graphql-upload-minimal';
import { InvalidError } from '../core/errors.js';
import { sanitizeFileName } from './file-name.js';
import { sniffType } from './file-types.js';
import { readLimited } from './read-limited.js';

/** An upload held in memory: what the shared rule checks (the sniffed type, the real size) and the bytes to store. */
export interface ReceivedFile extends FileInfo {
  bytes: Buffer;
}

export const UPLOAD_FAILED_MESSAGE = 'The file could not be received. Please try again.';

/**
 * Reads a GraphQL upload (also what the REST shim builds) into memory. A file over the rule's
 * limit is refused whole with the rule's size message, never truncated. Absent gives null, so the
 * rule reports a missing required file with its own message.
 */
export async function receiveUpload(upload: Promise<FileUpload> | null | undefined, field: string, rule: FileRule): Promise<ReceivedFile | null> {
  if (!upload) return null;
  let bytes: Buffer | null;
  let filename: string;
  try {
    const file = await upload;
    filename = file.filename ?? '';
    bytes = await readLimited(file.createReadStream(), rule.maxBytes);
  } catch (error) {
    // graphql-upload-minimal marks a file cut off at its transport limit with HTTP status 413.
    const tooLarge = (error as { status?: unknown }).status === 413;
    throw new InvalidError({ [field]: tooLarge ? rule.sizeMessage : UPLOAD_FAILED_MESSAGE });
  }
  if (!bytes) throw new InvalidError({ [field]: rule.sizeMessage });
  const type = await sniffType(bytes);
  return { name: sanitizeFileName(filename, type), type, size: bytes.length, bytes };
}
