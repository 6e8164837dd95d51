import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-request.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let site: string;
let t: TestServer;

async function put(root: string, relative: string, content: string | Buffer) {
  await mkdir(dirname(join(root, relative)), { recursive: true });
  await writeFile(join(root, relative), content);
}

/** A file with the .br and .gz twins the build writes beside it. */
async function putWithTwins(root: string, relative: string, content: string) {
  await put(root, relative, content);
  await put(root, `${relative}.br`, brotliCompressSync(content));
  await put(root, `${relative}.gz`, gzipSync(content));
}

/** A GET with exactly these headers. */
const rawGet = (path: string, headers: Record<string, string> = {}) => rawRequest(`${t.url}${path}`, 'GET', headers);

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'static-site-'));
  const web = join(site, 'web');
  await put(web, 'routes.json', JSON.stringify(['/', '/products/:productId', '/Admin', '/admin/dashboard']));
  await putWithTwins(web, 'index.html', '<h1>Home page</h1>');
  await putWithTwins(web, 'shell.html', '<div id="root"></div>');
  await putWithTwins(web, '404.html', '<h1>404 Not Found</h1>');
  await put(web, 'products/cobot/index.html', '<h1>Cobot</h1>');
  await putWithTwins(web, 'assets/app-abc123.js', 'console.info("app")');
  await put(web, 'sw.js', 'self.addEventListener("fetch", () => {})');
  t = await startTestServer({ WEB_ROOT: web });
});

afterAll(async () => {
  await t.close();
  await rm(site, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${t.url}${path}`);

describe('the built site', () => {
  it.each([
    ['/', 'Home page'],
    ['/products/cobot', 'Cobot'],
    ['/products/cobot/', 'Cobot'],
  ])('serves the prerendered page for %s', async (path, text) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(text);
  });

  it.each(['/Admin', '/admin/dashboard', '/products/not-prerendered'])('serves the app shell with 200 for the client route %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Not Found');
  });

  it('caches hashed assets for a year and the service worker never', async () => {
    expect((await get('/assets/app-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown API paths with JSON, not a page', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('sends security headers', async () => {
    const response = await get('/');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('precompressed files', () => {
  it.each([
    ['/', 'Home page'],
    ['/assets/app-abc123.js', 'console.info("app")'],
  ])('sends the brotli twin of %s to a client that accepts it', async (path, text) => {
    const response = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(response.body).toString()).toContain(text);
  });

  it.each(['/', '/assets/app-abc123.js'])('sends the gzip twin of %s to a client that accepts only gzip', async (path) => {
    const response = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).length).toBeGreaterThan(0);
  });

  it.each([
    ['/', {}],
    ['/', { 'accept-encoding': 'identity' }],
    ['/', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ['/assets/app-abc123.js', {}],
  ])('sends the plain file of %s to a client that accepts neither (%j)', async (path, headers) => {
    const response = await rawGet(path, headers);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toMatch(/Home page|console\.info/);
  });

  it('serves a page without twins plain, whatever the client accepts', async () => {
    const response = await rawGet('/products/cobot', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toContain('Cobot');
  });

  it('gives each encoding of a page its own entity tag and answers a matching If-None-Match with 304', async () => {
    const br = await rawGet('/', { 'accept-encoding': 'br' });
    const plain = await rawGet('/');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await rawGet('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/', { 'if-none-match': String(br.headers.etag) })).status).toBe(200);
  });

  it('keeps the caching rules on compressed answers: no-cache for pages, immutable for hashed assets', async () => {
    expect((await rawGet('/', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/Admin', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the 404 page compressed with its status', async () => {
    const response = await rawGet('/no/such/page', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(brotliDecompressSync(response.body).toString()).toContain('404 Not Found');
  });
});
