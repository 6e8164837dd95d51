import { expect, it } from 'vitest';
import { loadProduct } from '../../content/product-modules';
import { productTabContent } from './product-tab-content';

it('falls back to the product title and summary when a tab has no content', async () => {
  const amr = await loadProduct('amr');
  const bare = { ...amr, keyFeatures: [] };
  expect(productTabContent(bare, 'keyFeatures')).toEqual({ title: amr.title, paragraphs: [amr.summary], items: [] });
  expect(productTabContent(bare, 'kitContents').title).toBe(amr.title);
  expect(productTabContent(amr, 'keyFeatures')).toMatchObject({ title: 'Key Features', items: amr.keyFeatures });
});
