import type { FileInfo } from '@site/schema';

// Browsers leave `type` empty when the operating system does not know the extension; the name then
// tells what the visitor meant to send (the server checks the bytes either way).
const TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
]);

/** What the shared file rules need to know of a chosen file. */
export function fileInfo(file: File): FileInfo {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return { name: file.name, type: file.type || (TYPE_BY_EXTENSION.get(extension) ?? ''), size: file.size };
}
