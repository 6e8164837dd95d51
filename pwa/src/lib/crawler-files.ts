import { absoluteUrl } from './site-url';

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** sitemap.xml listing every public page by its absolute URL. */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: everything public may be crawled; the admin area (both spellings of its path) may not. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /Admin', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
