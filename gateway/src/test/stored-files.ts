import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './test-server.js';

/** The stored uploads of one visibility, by their generated names: on disk, or in the database on a server. */
export async function storedFiles(t: TestServer, visibility: 'private' | 'public' = 'private'): Promise<string[]> {
  const { db } = t.server;
  if (!db.embedded) {
    const rows = await db.orm.em
      .getConnection()
      .execute<{ stored_name: string }[]>('select stored_name from stored_file_bytes where visibility = ?', [visibility]);
    return rows.map((row) => row.stored_name).sort();
  }
  try {
    return (await readdir(join(t.config.uploadsDir, visibility))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The names of the downloads' stored files: on disk, or those with pieces in the database on a server. */
export async function storedDownloadNames(t: TestServer): Promise<string[]> {
  const { db } = t.server;
  if (!db.embedded) {
    const rows = await db.orm.em.getConnection().execute<{ stored_name: string }[]>('select distinct stored_name from stored_file_chunks');
    return rows.map((row) => row.stored_name).sort();
  }
  try {
    return (await readdir(join(t.config.uploadsDir, 'downloads'))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The stored names of every download version the database knows. */
export async function downloadVersionNames(t: TestServer): Promise<string[]> {
  const rows = await t.server.db.orm.em.getConnection().execute<{ stored_name: string }[]>('select stored_name from download_file_versions');
  return rows.map((row) => row.stored_name).sort();
}
