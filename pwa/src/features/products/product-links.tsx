import { ContentLink } from '../../components/content-link';
import type { ProductPage } from '../../content/types';
import styles from './product-page.module.css';
import { VideoFacade } from './video-facade';

/** Related links, and the product video when there is one. */
export function ProductLinks({ product }: { product: ProductPage }) {
  const poster = product.images[0]?.image;
  return (
    <section className={styles.block} aria-labelledby="product-links">
      <div className={styles.blockInner}>
        <h2 id="product-links">Links</h2>
        <div className={product.video ? styles.linksWithVideo : undefined}>
          <ul className={styles.links}>
            {product.links.map((link) => (
              <li key={link.href + link.label}>
                <ContentLink href={link.href}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
          {product.video && poster && <VideoFacade video={product.video} poster={poster} />}
        </div>
      </div>
    </section>
  );
}
