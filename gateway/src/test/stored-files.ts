import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './test-server.js';

/** The files on disk under uploads/<visibility>, by their generated names. */
export async function storedFiles(t: TestServer, visibility: 'private' | 'public' = 'private'): Promise<string[]> {
  try {
    return (await readdir(join(t.config.uploadsDir, visibility))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
