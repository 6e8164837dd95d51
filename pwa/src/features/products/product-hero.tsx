import buttons from '../../components/button.module.css';
import { ContentLink } from '../../components/content-link';
import type { ProductPage } from '../../content/types';
import styles from './product-page.module.css';

/** The title, summary, call to action and the row of product pictures. */
export function ProductHero({ product }: { product: ProductPage }) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <h1>{product.title}</h1>
        <p className={styles.summary}>{product.summary}</p>
        {product.cta && (
          <ContentLink href={product.cta.href} className={buttons.primary}>
            {product.cta.label}
          </ContentLink>
        )}
      </div>
      <ul className={styles.imageRow} aria-label={`Pictures of the ${product.title}`}>
        {product.images.map(({ image, title, description }, index) => (
          <li key={image.src}>
            <figure className={styles.figure}>
              <img
                src={image.src}
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              {(title || description) && (
                <figcaption>
                  {title && <strong>{title}</strong>}
                  {description && <span>{description}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </header>
  );
}
