import { use } from 'react';
import { loadProduct, type ProductSlug } from '../../content/product-index';
import type { ProductPage } from '../../content/types';

const loaded = new Map<ProductSlug, ProductPage>();
const pending = new Map<ProductSlug, Promise<ProductPage>>();

/** Loads a product's content chunk once; a failed load (offline, say) may be tried again. */
export function preloadProduct(slug: ProductSlug): Promise<ProductPage> {
  let promise = pending.get(slug);
  if (promise === undefined) {
    promise = loadProduct(slug).then(
      (product) => {
        loaded.set(slug, product);
        return product;
      },
      (error: unknown) => {
        pending.delete(slug);
        throw error;
      },
    );
    pending.set(slug, promise);
  }
  return promise;
}

/**
 * The product's content: synchronously once preloaded (prerender and hydration, see
 * lib/screen-preload), otherwise it suspends until the chunk arrives.
 */
export function useProductContent(slug: ProductSlug): ProductPage {
  return loaded.get(slug) ?? use(preloadProduct(slug));
}
