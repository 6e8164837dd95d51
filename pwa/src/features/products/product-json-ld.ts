import { productHref, type ProductSlug } from '../../content/product-index';
import { site } from '../../content/site';
import type { ProductPage } from '../../content/types';
import { absoluteUrl } from '../../lib/site-url';

/** schema.org Product data for search engines. */
export function productJsonLd(slug: ProductSlug, product: ProductPage): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.summary,
    image: product.images.map(({ image }) => absoluteUrl(image.src)),
    brand: { '@type': 'Brand', name: site.companyName },
    url: absoluteUrl(productHref(slug)),
  };
}
