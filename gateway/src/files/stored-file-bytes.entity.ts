import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { FileVisibility } from './uploaded-file.entity.js';

/** An upload's bytes when the database is a PostgreSQL server that several gateways share. */
@Entity({ tableName: 'stored_file_bytes' })
export class StoredFileBytes {
  @PrimaryKey({ type: 'string', length: 64 })
  storedName!: string;

  @Property({ type: 'string', length: 10 })
  visibility!: FileVisibility;

  @Property({ type: 'blob' })
  bytes!: Buffer;
}
