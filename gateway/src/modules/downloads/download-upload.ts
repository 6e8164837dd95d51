import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOWNLOAD_FORMAT_TYPES, type DownloadSlot } from '@site/schema';
import type { FileStore } from '../../files/file-store.js';
import { sniffHead } from '../../files/sniff-head.js';
import { DownloadFileVersion, storedFileOf } from './download-file-version.entity.js';
import { downloadRefusal } from './download-errors.js';
import { fileView } from './download-listing.js';
import { switchSlot } from './download-slots.js';
import type { DownloadFileView } from './downloads.types.js';

const FINISH_VERSION = 'update download_file_versions set size = ?, sha256 = ?, uploaded_at = ? where id = ?';

export interface DownloadUpload {
  em: EntityManager;
  files: FileStore;
  slot: DownloadSlot;
  /** The file's bytes as the client sends them. */
  source: AsyncIterable<Buffer>;
  maxBytes: number;
  /** Runs in the transaction that makes the upload the slot's file (its audit entry). */
  onStored?: (em: EntityManager) => void;
}

interface Tally {
  size: number;
  hash: Hash;
}

class TooLarge extends Error {}
class CutOff extends Error {}

/** The bytes passed on, counted and hashed; more than `maxBytes` fails the stream, and so does the client going away. */
async function* counted(source: AsyncIterable<Buffer>, maxBytes: number, tally: Tally): AsyncGenerator<Buffer> {
  const pieces = source[Symbol.asyncIterator]();
  for (;;) {
    const next = await pieces.next().catch((error: unknown) => {
      throw new CutOff(undefined, { cause: error });
    });
    if (next.done) return;
    tally.size += next.value.length;
    if (tally.size > maxBytes) throw new TooLarge();
    tally.hash.update(next.value);
    yield next.value;
  }
}

/**
 * Stores an upload as a new version of its slot and then makes it the slot's file. The type comes
 * from the first bytes; the bytes stream into the store, counted and hashed on the way; the slot
 * switches only once every byte is stored. A refused or cut-off upload leaves the slot as it was
 * and nothing of itself behind.
 */
export async function storeDownload({ em, files, slot, source, maxBytes, onStored }: DownloadUpload): Promise<DownloadFileView> {
  const { type, bytes } = await sniffHead(source).catch((error: unknown) => {
    throw downloadRefusal.cutOff(error);
  });
  if (type !== DOWNLOAD_FORMAT_TYPES[slot.format]) throw downloadRefusal.wrongType(slot.format);

  const version = Object.assign(new DownloadFileVersion(), { path: slot.path, contentType: type });
  version.storedName = `${version.id}.${slot.format}`;
  await em.persist(version).flush();
  const tally: Tally = { size: 0, hash: createHash('sha256') };
  try {
    await files.write(storedFileOf(version), Readable.from(counted(bytes, maxBytes, tally), { objectMode: false }));
    const finished = { size: tally.size, sha256: tally.hash.digest('hex'), uploadedAt: new Date() };
    await switchSlot(em, slot.path, version.id, async (tem) => {
      await tem.execute(FINISH_VERSION, [finished.size, finished.sha256, finished.uploadedAt, version.id]);
      onStored?.(tem);
    });
    return fileView(slot, Object.assign(version, finished));
  } catch (error) {
    await files.remove(storedFileOf(version));
    await em.nativeDelete(DownloadFileVersion, { id: version.id });
    if (error instanceof TooLarge) throw downloadRefusal.tooLarge();
    if (error instanceof CutOff) throw downloadRefusal.cutOff(error.cause);
    throw error;
  }
}
