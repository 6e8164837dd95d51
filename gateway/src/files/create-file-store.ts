import type { Database } from '../db/database.js';
import { DatabaseFileStore } from './database-file-store.js';
import { DiskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';

/**
 * On a PostgreSQL server, bytes go into the database so that every gateway behind a load balancer
 * serves every file; the embedded database is one process's anyway and keeps them on disk.
 */
export function createFileStore(db: Database, uploadsDir: string): FileStore {
  return fileStoreOn(db, new DiskFileStore(uploadsDir));
}

/** The same choice, around a disk store the caller keeps (the gateway holds its removals during a backup). */
export function fileStoreOn(db: Database, disk: DiskFileStore): FileStore {
  return db.embedded ? disk : new DatabaseFileStore(db, disk);
}
