import { randomUUID } from 'node:crypto';
import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { StoredFileRef } from '../../files/file-store.js';

/**
 * One upload into a slot. Its bytes are written first; only then does the slot point at it
 * (`DownloadSlotFile`), so a link never shows a half-written file. A replaced or removed version keeps
 * its bytes for a grace period, so a download that started on it can finish.
 */
@Entity({ tableName: 'download_file_versions' })
export class DownloadFileVersion {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The slot's path, relative to /files/downloads/. */
  @Property({ type: 'string', length: 200 })
  path!: string;

  /** Its bytes' name in the file store. */
  @Property({ type: 'string', length: 64 })
  storedName!: string;

  /** The media type found in the bytes. */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: new BigIntType('number') })
  size = 0;

  @Property({ type: 'string', length: 64, nullable: true })
  sha256: string | null = null;

  @Property({ type: 'datetime' })
  startedAt: Date = new Date();

  /** When every byte was stored and the version became its slot's file; null while it is being received. */
  @Property({ type: 'datetime', nullable: true })
  uploadedAt: Date | null = null;

  /** When a newer version replaced it or the file was removed. */
  @Property({ type: 'datetime', nullable: true, index: 'download_file_versions_by_retirement' })
  retiredAt: Date | null = null;
}

/** Where a version's bytes are in the file store. */
export function storedFileOf(version: Pick<DownloadFileVersion, 'storedName'>): StoredFileRef {
  return { storedName: version.storedName, visibility: 'downloads' };
}
