import type { ProductPage } from '../../content/types';
import { FeatureList } from './feature-list';
import styles from './product-page.module.css';
import { ProductLinks } from './product-links';
import { ProductSpecifications } from './product-specifications';

/** The alternating blocks: Overview, Key Features, Product Specifications, Links. */
export function ProductBlocks({ product }: { product: ProductPage }) {
  return (
    <>
      <section className={styles.block} aria-labelledby="product-overview">
        <div className={styles.blockInner}>
          <h2 id="product-overview">Overview</h2>
          <div className={styles.prose}>
            {product.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section className={styles.block} aria-labelledby="product-features">
        <div className={styles.blockInner}>
          <h2 id="product-features">Key Features</h2>
          <FeatureList items={product.keyFeatures} />
        </div>
      </section>
      <ProductSpecifications product={product} />
      <ProductLinks product={product} />
    </>
  );
}
