import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../files/create-file-store.js';
import type { FileStore } from '../files/file-store.js';
import type { FileVisibility, UploadedFile } from '../files/uploaded-file.entity.js';
import { pngBytes } from '../test/file-fixtures.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
let store: FileStore;
beforeAll(async () => {
  t = await startTestServer();
  store = createFileStore(t.server.db, t.config.uploadsDir);
});
afterAll(() => t.close());

/** Stands in for a module that keeps an upload: writes the file and its row. */
async function keep(visibility: FileVisibility, name = 'diagram.png'): Promise<UploadedFile> {
  const file = await store.save({ name, type: 'image/png', size: pngBytes().length, bytes: pngBytes() }, visibility);
  await t.server.db.orm.em.fork().persist(file).flush();
  return file;
}

describe('/files/public/{id}', () => {
  it('serves a public file to anyone, inline, by its sniffed type', async () => {
    const file = await keep('public', 'Brochure été.png');
    const response = await fetch(`${t.url}/files/public/${file.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Brochure ete.png"; filename*=UTF-8''Brochure%20%C3%A9t%C3%A9.png`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('does not serve a private file', async () => {
    const file = await keep('private');
    expect((await fetch(`${t.url}/files/public/${file.id}`)).status).toBe(404);
  });
});

describe('/files/private/{id}', () => {
  it('answers 401 before revealing whether a file exists', async () => {
    const file = await keep('private');
    for (const id of [file.id, randomUUID()]) {
      const response = await fetch(`${t.url}/files/private/${id}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Authentication required. Please log in again.' });
    }
  });

  it('serves it to an admin as an attachment, not to be cached', async () => {
    const file = await keep('private');
    const response = await fetch(`${t.url}/files/private/${file.id}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['an unknown id', async () => randomUUID()],
    ['a malformed id', async () => '..%2F..%2Fetc%2Fpasswd'],
    [
      'a file whose bytes are gone',
      async () => {
        const file = await keep('private');
        await store.remove(file);
        return file.id;
      },
    ],
  ])('answers 404 for %s', async (_name, idOf) => {
    const response = await fetch(`${t.url}/files/private/${await idOf()}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(response.status).toBe(404);
  });
});
