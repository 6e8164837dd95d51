import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A piece of a large file (a download) when the database is a PostgreSQL server: about a mebibyte
 * each, keyed by where it starts, so a Range reads only the pieces it needs and no reader holds a
 * whole file. The bytes are stored uncompressed (`storage external`): ZIP and PDF files are
 * compressed already.
 */
@Entity({ tableName: 'stored_file_chunks' })
export class StoredFileChunk {
  @PrimaryKey({ type: 'string', length: 64 })
  storedName!: string;

  @PrimaryKey({ type: new BigIntType('number') })
  startOffset!: number;

  @Property({ type: 'blob' })
  bytes!: Buffer;
}
