import { Suspense, useEffect } from 'react';
import { type Params, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { productHref, productTitles, type ProductSlug, resolveProductSlug } from '../../content/product-index';
import { ProductBlocks } from './product-blocks';
import { preloadProduct, useProductContent } from './product-content';
import { ProductHero } from './product-hero';
import { productJsonLd } from './product-json-ld';
import styles from './product-page.module.css';
import { ProductTabs } from './product-tabs';

/** /products/{productId}; an unknown id shows the articulated robot, whose page is canonical. */
export function ProductPage() {
  const slug = resolveProductSlug(useParams().productId);
  return (
    <main className={styles.page}>
      <Suspense fallback={<ProductLoading slug={slug} />}>
        <ProductContent key={slug} slug={slug} />
      </Suspense>
    </main>
  );
}

ProductPage.preload = (params: Params) => preloadProduct(resolveProductSlug(params.productId));

function ProductContent({ slug }: { slug: ProductSlug }) {
  const product = useProductContent(slug);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return (
    <article>
      <PageMeta
        title={product.title}
        description={product.summary}
        path={productHref(slug)}
        image={product.images[0]?.image.src}
        jsonLd={productJsonLd(slug, product)}
      />
      <ProductHero product={product} />
      {product.layout === 'tabs' ? <ProductTabs product={product} /> : <ProductBlocks product={product} />}
    </article>
  );
}

function ProductLoading({ slug }: { slug: ProductSlug }) {
  return (
    <div className={styles.loading}>
      <h1>{productTitles[slug]}</h1>
      <p role="status">Loading the product details…</p>
    </div>
  );
}
