import { resolveProductSlug } from './product-index';
import type { ProductPage } from './types';

interface ProductModule {
  readonly product: ProductPage;
}

// Not eager: each product module (and its illustration) becomes its own chunk. Kept apart from the
// product index, which the menus bring into every page: this map of 37 imports belongs to product pages.
const productModules = import.meta.glob<ProductModule>('./products/*.ts');

/** Loads a product page's content; unknown slugs load the articulated robot. */
export async function loadProduct(slug: string | undefined): Promise<ProductPage> {
  const load = productModules[`./products/${resolveProductSlug(slug)}.ts`];
  if (load === undefined) {
    throw new Error(`No content module for product '${String(slug)}'`);
  }
  const module = await load();
  return module.product;
}
