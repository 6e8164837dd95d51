/**
 * After `vite build` (client) and `vite build --ssr` (server entry): writes every public
 * page as HTML, the app shell for client-only routes, the 404 page and routes.json, then
 * injects the service worker's precache manifest so that it lists those pages.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const template = await readFile(join(dist, 'index.html'), 'utf8');
const server = await import(join(root, 'dist-ssr', 'entry-server.js'));

// React 19 emits <title>, <meta> and <link> first; they belong in <head>.
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

function page(html) {
  const head = html.match(HEAD_TAGS)?.[0] ?? '';
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html.slice(head.length));
}

async function write(relative, content) {
  const file = join(dist, relative);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

await write('shell.html', template.replace('<!--app-head-->', '<title>SVR Robotics</title>').replace('<!--app-html-->', ''));
for (const path of server.prerenderPaths) {
  await write(path === '/' ? 'index.html' : join(path, 'index.html'), page(await server.render(path)));
}
await write('404.html', page(await server.render('/this-page-does-not-exist')));
await write('routes.json', JSON.stringify(server.appRoutePatterns));
for (const extra of server.extraFiles?.() ?? []) await write(extra.path, extra.content);
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });

const { count, size, warnings } = await injectManifest({
  swSrc: join(dist, 'sw.js'),
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,json,ico}'],
  globIgnores: ['sw.js', '404.html', '**/*.map'],
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`);
process.stdout.write(`Prerendered ${server.prerenderPaths.length} pages; the service worker precaches ${count} files (${Math.round(size / 1024)} KiB).\n`);
