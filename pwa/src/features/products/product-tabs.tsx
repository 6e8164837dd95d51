import { DEFAULT_ANIMATION_MS } from '@site/schema';
import { type CSSProperties, useState } from 'react';
import { Tabs } from '../../components/tabs';
import type { ProductPage } from '../../content/types';
import { FeatureList } from './feature-list';
import styles from './product-page.module.css';
import { ProductLinks } from './product-links';
import { ProductSpecifications } from './product-specifications';
import { type ProductTabKey, productTabContent, productTabs } from './product-tab-content';

const enterDuration = { '--enter-ms': `${DEFAULT_ANIMATION_MS}ms` } as CSSProperties;

/** The tabbed layout: Overview, Key Features and (sensor lab) Kit Contents, then specifications and links. */
export function ProductTabs({ product }: { product: ProductPage }) {
  const [selected, setSelected] = useState<ProductTabKey>('overview');
  const content = productTabContent(product, selected);
  return (
    <>
      <section className={styles.block} aria-label={`About the ${product.title}`}>
        <div className={styles.blockInner}>
          <Tabs label={`About the ${product.title}`} tabs={productTabs(product)} selected={selected} onSelect={setSelected}>
            {/* Keyed by tab so that each tab animates in when chosen. */}
            <div key={selected} className={styles.enter} style={enterDuration}>
              <h2>{content.title}</h2>
              {content.paragraphs.length > 0 && (
                <div className={styles.prose}>
                  {content.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              )}
              {content.items.length > 0 && <FeatureList items={content.items} />}
            </div>
          </Tabs>
        </div>
      </section>
      <ProductSpecifications product={product} />
      <ProductLinks product={product} />
    </>
  );
}
