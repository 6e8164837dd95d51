import { expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawler-files';
import { SITE_URL } from './site-url';

it('lists every page of the sitemap as an absolute URL', () => {
  const xml = sitemapXml(['/', '/products/cobot', '/event/roc2024']);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml.match(/<loc>/g)).toHaveLength(3);
  expect(xml).toContain(`<loc>${new URL('/products/cobot', SITE_URL).toString()}</loc>`);
});

it('allows all but the admin area and names the sitemap', () => {
  const robots = robotsTxt();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/Admin$/m);
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', SITE_URL).toString()}`);
});
