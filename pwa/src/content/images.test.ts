import { describe, expect, it } from 'vitest';
import { aboutImages } from './about';
import { categoryItems } from './category-items';
import { productCategories } from './categories';
import { eventDetails } from './event-details';
import { heroBackgrounds } from './hero';
import { pastEvents } from './past-events';
import { PRODUCT_SLUGS } from './product-index';
import { loadProduct } from './product-modules';
import { productIllustrations } from './product-illustrations';
import type { ImageRef } from './types';

/** Every object with a `src` found anywhere inside `value`. */
function findImages(value: unknown, found: ImageRef[] = []): ImageRef[] {
  if (Array.isArray(value)) {
    for (const entry of value) findImages(entry, found);
  } else if (typeof value === 'object' && value !== null) {
    if ('src' in value) found.push(value as ImageRef);
    else for (const entry of Object.values(value)) findImages(entry, found);
  }
  return found;
}

const productPages = await Promise.all(PRODUCT_SLUGS.map((slug) => loadProduct(slug)));

const groups: [string, unknown, [number, number]][] = [
  ['product pages', productPages, [800, 600]],
  ['category cards', productCategories, [800, 600]],
  ['category items', categoryItems, [800, 600]],
  ['hero backgrounds', heroBackgrounds, [1600, 900]],
  ['about pictures', aboutImages, [1200, 800]],
  ['past events', pastEvents, [1200, 800]],
  ['event details', eventDetails, [1200, 800]],
];

describe('images', () => {
  it.each(groups)('of the %s have a source, their size and alternative text', (_, data, size) => {
    const images = findImages(data);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      // Vite gives a URL, or inlines a small SVG as a data URI.
      expect(image.src).toMatch(/^(\/|data:image\/svg\+xml)/);
      expect([image.width, image.height]).toEqual(size);
      expect(image.alt.trim().length, image.src).toBeGreaterThan(10);
    }
  });

  it('show each product with its own illustration', () => {
    for (const page of productPages) {
      expect(page.images[0]?.image.src, page.slug).toBe(productIllustrations[page.slug as keyof typeof productIllustrations]);
    }
    expect(new Set(Object.values(productIllustrations)).size).toBe(PRODUCT_SLUGS.length);
  });
});
