import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../pwa/scripts/precompress.mjs', import.meta.url));
const files: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><h1>Home</h1>'.repeat(50),
  'products/cobot/index.html': '<h1>Cobot</h1>',
  'assets/index-abc123.js': 'export const answer = 42;\n'.repeat(100),
  'assets/index-abc123.js.map': '{"version":3}',
  'assets/index-abc123.css': 'body{margin:0}',
  'icons/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'manifest.webmanifest': '{"name":"SVR Robotics"}',
  'routes.json': '["/"]',
  'sitemap.xml': '<urlset></urlset>',
  'robots.txt': 'User-agent: *',
  'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
};
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  await promisify(execFile)(process.execPath, [script, dir]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the build step that precompresses the site', () => {
  const text = Object.keys(files).filter((name) => !name.endsWith('.png'));

  it.each(text)('writes brotli and gzip twins of %s that decode to the file', async (name) => {
    const plain = await readFile(join(dir, name));
    expect(brotliDecompressSync(await readFile(join(dir, `${name}.br`)))).toEqual(plain);
    expect(gunzipSync(await readFile(join(dir, `${name}.gz`)))).toEqual(plain);
  });

  it('leaves images alone: they are compressed already', async () => {
    const names = await readdir(join(dir, 'icons'));
    expect(names.sort()).toEqual(['icon-192.png', 'logo.svg', 'logo.svg.br', 'logo.svg.gz']);
  });
});
