import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/core';
import { DownloadFileVersion } from './download-file-version.entity.js';

/** The file a slot shows now: switching it is one row update, so a link moves from one whole file to the next. */
@Entity({ tableName: 'download_slots' })
export class DownloadSlotFile {
  @PrimaryKey({ type: 'string', length: 200 })
  path!: string;

  @ManyToOne(() => DownloadFileVersion, { nullable: true, deleteRule: 'restrict' })
  version: DownloadFileVersion | null = null;
}
