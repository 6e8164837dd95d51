import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './test-server.js';

/** The files in `dir`, sorted; none when nothing was ever stored there. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The `stored_name` column of a query's rows, sorted. */
async function namesInDatabase(t: TestServer, sql: string, params: unknown[] = []): Promise<string[]> {
  const rows = await t.server.db.orm.em.getConnection().execute<{ stored_name: string }[]>(sql, params);
  return rows.map((row) => row.stored_name).sort();
}

/** The stored uploads of one visibility, by their generated names: on disk, or in the database on a server. */
export async function storedFiles(t: TestServer, visibility: 'private' | 'public' = 'private'): Promise<string[]> {
  if (t.server.db.embedded) return namesIn(join(t.config.uploadsDir, visibility));
  return namesInDatabase(t, 'select stored_name from stored_file_bytes where visibility = ?', [visibility]);
}

/** The names of the downloads' stored files: on disk, or those with pieces in the database on a server. */
export async function storedDownloadNames(t: TestServer): Promise<string[]> {
  if (t.server.db.embedded) return namesIn(join(t.config.uploadsDir, 'downloads'));
  return namesInDatabase(t, 'select distinct stored_name from stored_file_chunks');
}

/** The stored names of every download version the database knows. */
export function downloadVersionNames(t: TestServer): Promise<string[]> {
  return namesInDatabase(t, 'select stored_name from download_file_versions');
}
