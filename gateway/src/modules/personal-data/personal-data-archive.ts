import { PassThrough, Readable } from 'node:stream';
import { wrap } from '@mikro-orm/core';
import { ZipFile } from 'yazl';
import type { FileStore } from '../../files/file-store.js';
import type { UploadedFile } from '../../files/uploaded-file.entity.js';
import type { PersonQuery } from './person-query.js';
import { filesOf, type FoundKind } from './personal-data.service.js';

export const ARCHIVE_JSON = 'personal-data.json';

/** A file's entry in the export: its row's fields and where its bytes are in the archive. */
interface ArchivedFile {
  id: string;
  name: string;
  type: string;
  size: number;
  path: string;
}

/**
 * The export: `personal-data.json` (every row by table, each file named by its path in the archive)
 * and each file under `files/<table>/<row id>/<name>`, as a zip streamed while it is written. Files
 * are read from storage one at a time as the archive reaches them, never held together; the JSON
 * and the already compressed uploads (PDF, PNG, JPEG) are stored, not deflated again, except the JSON.
 */
export function personalDataArchive(files: FileStore, query: PersonQuery, found: readonly FoundKind[], exportedAt: Date): Readable {
  const zip = new ZipFile();
  const entries: { file: UploadedFile; path: string }[] = [];
  const tables = Object.fromEntries(
    found.map((kind) => [
      kind.kind,
      kind.rows.map((row) => {
        const rowFiles = filesOf(kind, row);
        const archived = new Map<string, ArchivedFile>();
        for (const file of rowFiles) {
          const path = `files/${kind.kind}/${String(row.id)}/${file.name}`;
          entries.push({ file, path });
          archived.set(file.id, { id: file.id, name: file.name, type: file.type, size: file.size, path });
        }
        return JSON.parse(JSON.stringify(wrap(row as object).toObject(), (_key, value: unknown) => fileEntry(value, archived)));
      }),
    ]),
  );
  const document = { exportedAt: exportedAt.toISOString(), email: query.email, phone: query.phone, tables };
  zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), ARCHIVE_JSON, { mtime: exportedAt });
  for (const { file, path } of entries) {
    zip.addReadStreamLazy(path, { mtime: file.createdAt, compress: false }, (done) => {
      files.read(file).then(
        (content) => done(null, content ? Readable.from(content.body instanceof Readable ? content.body : [content.body]) : Readable.from([])),
        (error: unknown) => done(error, new PassThrough()),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** A file relation, serialised as its row's object, becomes its entry: its name, type, size and path in the archive. */
function fileEntry(value: unknown, archived: Map<string, ArchivedFile>): unknown {
  if (value && typeof value === 'object' && 'storedName' in value && 'id' in value) return archived.get(String(value.id)) ?? null;
  return value;
}
