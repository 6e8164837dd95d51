import { describe, expect, it } from 'vitest';
import { productMenu } from './navigation';
import { PRODUCT_SLUGS, productTitles, resolveProductSlug, type ProductSlug } from './product-index';
import { loadProduct } from './product-modules';
import type { ProductPage } from './types';

const SPEC_SLUGS = [
  'articulated-robot',
  'cobot',
  'scara-robot',
  'fms',
  'bottlefilling',
  'electropneumatic',
  'electrohydraulic',
  'elevator',
  'stewart',
  '3jaw',
  'suctioncup',
  'sensorizedgripper',
  'magneticgripper',
  'gripperlab',
  'paralleljaw',
  'curvilinearjaw',
  'pneumaticjaw',
  'vfdkit',
  'steppermotor',
  'waterlevel',
  'conveyor',
  'stardelta',
  'temperaturecontrol',
  'fankit',
  'mazesolving',
  'linefollower',
  'selfbalancing',
  'digitaldice',
  'objectcounter',
  'bipedal',
  'roboanalyzer',
  'mechanalyzer',
  'feast',
  'cartesian-robot',
  'sensorlab',
  'amr',
];

const TAB_LAYOUT = [
  '3jaw',
  'suctioncup',
  'sensorizedgripper',
  'magneticgripper',
  'gripperlab',
  'paralleljaw',
  'curvilinearjaw',
  'pneumaticjaw',
  'vfdkit',
  'steppermotor',
  'waterlevel',
  'conveyor',
  'stardelta',
  'temperaturecontrol',
  'objectcounter',
  'sensorlab',
  'amr',
];

const products = new Map<ProductSlug, ProductPage>(await Promise.all(PRODUCT_SLUGS.map(async (slug) => [slug, await loadProduct(slug)] as const)));

function product(slug: ProductSlug): ProductPage {
  const page = products.get(slug);
  if (page === undefined) throw new Error(`missing ${slug}`);
  return page;
}

/** All the visible text of a product page, for looking up displayed facts. */
function pageText(page: ProductPage): string {
  return [page.summary, ...page.overview, ...page.keyFeatures, ...page.specifications.flat()].join('\n');
}

describe('product pages', () => {
  it('exist for the 36 slugs of the specification plus rttoolbox', () => {
    expect(new Set(PRODUCT_SLUGS).size).toBe(37);
    expect([...PRODUCT_SLUGS].sort()).toEqual([...SPEC_SLUGS, 'rttoolbox'].sort());
    expect(productTitles.rttoolbox).toBe('RT ToolBox Software');
  });

  it('each carry their own slug and the title used by the menus', () => {
    for (const slug of PRODUCT_SLUGS) {
      expect(product(slug).slug).toBe(slug);
      expect(product(slug).title).toBe(productTitles[slug]);
    }
  });

  it('resolve every Products-menu link to the module of that slug', async () => {
    const hrefs = productMenu.flatMap((group) => group.items.map((item) => item.href));
    expect(hrefs).toHaveLength(4 + 1 + 7 + 8 + 7 + 7 + 3);
    for (const href of hrefs) {
      const slug = href.replace('/products/', '');
      expect(resolveProductSlug(slug)).toBe(slug);
      expect((await loadProduct(slug)).slug).toBe(slug);
    }
  });

  it('fall back to the articulated robot for an unknown product id', async () => {
    expect(resolveProductSlug('no-such-product')).toBe('articulated-robot');
    expect(resolveProductSlug(undefined)).toBe('articulated-robot');
    expect(resolveProductSlug('toString')).toBe('articulated-robot');
    expect((await loadProduct('no-such-product')).slug).toBe('articulated-robot');
  });

  it('use the tab layout exactly for the tab keys of the specification', () => {
    const tabbed = PRODUCT_SLUGS.filter((slug) => product(slug).layout === 'tabs');
    expect([...tabbed].sort()).toEqual([...TAB_LAYOUT].sort());
  });

  it('have kit contents on the sensor lab only', () => {
    const withKit = PRODUCT_SLUGS.filter((slug) => product(slug).kitContents !== undefined);
    expect(withKit).toEqual(['sensorlab']);
    expect(product('sensorlab').kitContents?.length).toBeGreaterThan(0);
  });

  it('offer Get RoboAnalyzer and Get MechAnalyzer on those pages only', () => {
    expect(product('roboanalyzer').cta).toEqual({ label: 'Get RoboAnalyzer', href: '/downloads' });
    expect(product('mechanalyzer').cta).toEqual({ label: 'Get MechAnalyzer', href: '/downloads' });
    const withCta = PRODUCT_SLUGS.filter((slug) => product(slug).cta !== undefined);
    expect([...withCta].sort()).toEqual(['mechanalyzer', 'roboanalyzer']);
  });

  it('are complete, with real text and no invented video ids', () => {
    for (const slug of PRODUCT_SLUGS) {
      const page = product(slug);
      expect(page.summary, slug).toMatch(/^[A-Z0-9].{20,200}\.$/);
      expect(page.images.length, slug).toBeGreaterThan(0);
      expect(page.overview.length, slug).toBeGreaterThan(0);
      expect(page.keyFeatures.length, slug).toBeGreaterThanOrEqual(3);
      expect(page.specifications.length, slug).toBeGreaterThan(0);
      expect(page.links.length, slug).toBeGreaterThan(0);
      expect(page.video, slug).toBeUndefined();
      expect(pageText(page), slug).not.toMatch(/lorem|ipsum|feature \d|todo|tbd/i);
    }
  });

  it('link only to pages of the site', () => {
    const routes = ['/contact', '/support', '/downloads', '/training-calendar', '/events'];
    for (const slug of PRODUCT_SLUGS) {
      for (const link of product(slug).links) {
        const path = link.href.split('#')[0] ?? '';
        if (path.startsWith('/products/')) {
          expect(resolveProductSlug(path.slice('/products/'.length)), link.href).toBe(path.slice('/products/'.length));
        } else {
          expect(routes, `${slug}: ${link.href}`).toContain(path);
        }
      }
    }
  });

  it.each<[ProductSlug, string[]]>([
    ['articulated-robot', ['3–80 kg', '504–2100 mm']],
    ['cobot', ['3–20 kg']],
    ['3jaw', ['14–946 N', '4–24 mm', '3–7 bar']],
    ['paralleljaw', ['5 kg', '1.2 kg and 10 kg', '70 mm', '180 N', '60 cycles per minute', '0 to 40 °C', '3.3 kg']],
    ['pneumaticjaw', ['2 to 7 bar', '4 to 30 mm', '11 to 254 N']],
    ['amr', ['100 kg', 'up to 8 hours']],
  ])('show the displayed facts of %s', (slug, facts) => {
    const text = pageText(product(slug));
    for (const fact of facts) expect(text).toContain(fact);
  });
});
