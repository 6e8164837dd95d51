import { readdir, readFile } from 'node:fs/promises';
import { join, normalize, relative } from 'node:path';
import { loadPrecompressed, type PrecompressedFile } from './precompressed-file.js';

export interface WebRoot {
  dir: string;
  /** Every prerendered page by its path ("/", "/products/cobot"). */
  pagesByPath: ReadonlyMap<string, PrecompressedFile>;
  /** The prerendered page for a path (`/products/cobot` -> `products/cobot/index.html`), if the build has one. */
  pageFor(pathname: string): PrecompressedFile | undefined;
  /** The app shell, for client-only routes; every build has it and the 404 page. */
  shell: PrecompressedFile | undefined;
  notFound: PrecompressedFile | undefined;
  /** Whether the app's router serves this path; only then does an unknown page get the app shell with 200. */
  isAppRoute(pathname: string): boolean;
}

const HTML = 'text/html; charset=utf-8';

/**
 * The built PWA, with the route patterns its build wrote to routes.json. Undefined when there is
 * no build. Every page is read once, with its compressed twins, and served from memory: pages are
 * a few hundred kilobytes in all, and a page read from disk per request costs most of its time.
 */
export async function openWebRoot(dir: string): Promise<WebRoot | undefined> {
  let patterns: string[];
  try {
    patterns = JSON.parse(await readFile(join(dir, 'routes.json'), 'utf8')) as string[];
  } catch {
    return undefined;
  }
  const matchers = patterns.map(toMatcher);
  const pages = new Map<string, PrecompressedFile>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const path = join(entry.parentPath, entry.name);
    pages.set(relative(dir, path).split('\\').join('/'), await loadPrecompressed(path, HTML));
  }
  return {
    dir,
    pagesByPath: new Map([...pages].map(([file, page]) => [`/${file.replace(/\/?index\.html$/, '')}`, page])),
    pageFor(pathname) {
      const page = normalize(join(pathname, 'index.html')).split('\\').join('/').replace(/^\/+/, '');
      return pages.get(page);
    },
    shell: await loadPrecompressed(join(dir, 'shell.html'), HTML).catch(() => undefined),
    notFound: await loadPrecompressed(join(dir, '404.html'), HTML).catch(() => undefined),
    isAppRoute: (pathname) => matchers.some((matcher) => matcher.test(pathname)),
  };
}

/** `/event/:id` -> /^\/event\/[^/]+\/?$/ */
function toMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '' : source}/?$`);
}
