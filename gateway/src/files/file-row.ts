import { storedExtension } from './file-types.js';
import type { ReceivedFile } from './receive-upload.js';
import { type FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/** The row for an accepted file, with its generated name: a random id and the extension of the sniffed type. */
export function newFileRow(file: ReceivedFile, visibility: FileVisibility): UploadedFile {
  const extension = storedExtension(file.type);
  // Only the types the rules accept have a safe extension; anything else reaching here is a bug in a rule.
  if (!extension) throw new Error(`Refusing to store a file of type ${file.type}.`);
  const row = Object.assign(new UploadedFile(), { visibility, name: file.name, type: file.type, size: file.size });
  row.storedName = `${row.id}.${extension}`;
  return row;
}
