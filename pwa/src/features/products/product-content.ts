import { type ReactPromise, use } from 'react';
import type { ProductSlug } from '../../content/product-index';
import { loadProduct } from '../../content/product-modules';
import type { ProductPage } from '../../content/types';

/** A promise that records its result where React's use() looks for it (status and value). */
type ProductThenable = ReactPromise<ProductPage>;

const pending = new Map<ProductSlug, ProductThenable>();

/** Loads a product's content chunk once; a failed load (offline, say) may be tried again. */
export function preloadProduct(slug: ProductSlug): ProductThenable {
  let promise = pending.get(slug);
  if (promise === undefined) {
    const loading: ProductThenable = loadProduct(slug).then(
      (product) => {
        Object.assign(loading, { status: 'fulfilled', value: product });
        return product;
      },
      (error: unknown) => {
        pending.delete(slug);
        throw error;
      },
    );
    promise = loading;
    pending.set(slug, promise);
  }
  return promise;
}

/**
 * The product's content. use() is always called: once preloaded (prerender and hydration, see
 * lib/screen-preload) it answers synchronously, otherwise it suspends until the chunk arrives.
 */
export function useProductContent(slug: ProductSlug): ProductPage {
  return use(preloadProduct(slug));
}
