import { access, readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

export interface WebRoot {
  dir: string;
  /** The prerendered page for a path (`/products/cobot` -> `products/cobot/index.html`), if the build has one. */
  pageFor(pathname: string): Promise<string | undefined>;
  /** Whether the app's router serves this path; only then does an unknown page get the app shell with 200. */
  isAppRoute(pathname: string): boolean;
}

/** The built PWA, with the route patterns its build wrote to routes.json. Undefined when there is no build. */
export async function openWebRoot(dir: string): Promise<WebRoot | undefined> {
  let patterns: string[];
  try {
    patterns = JSON.parse(await readFile(join(dir, 'routes.json'), 'utf8')) as string[];
  } catch {
    return undefined;
  }
  const matchers = patterns.map(toMatcher);
  return {
    dir,
    async pageFor(pathname) {
      const relative = normalize(join(pathname, 'index.html')).replace(/^\/+/, '');
      if (relative.startsWith('..')) return undefined;
      try {
        await access(join(dir, relative));
        return relative;
      } catch {
        return undefined;
      }
    },
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
