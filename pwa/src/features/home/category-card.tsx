import { Link } from 'react-router';
import type { ProductCategoryCard } from '../../content/types';
import styles from './products.module.css';

interface CategoryCardProps {
  card: ProductCategoryCard;
  onReadMore: () => void;
}

/** A card of the products carousel: a redirecting card links to its page, the others open their solutions. */
export function CategoryCard({ card, onReadMore }: CategoryCardProps) {
  const { image } = card;
  return (
    <article className={styles.card}>
      <img className={styles.cardImage} src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{card.title}</h3>
        <p className={styles.cardText}>{card.description}</p>
        {card.redirectTo ? (
          <Link to={card.redirectTo} className={styles.readMore} aria-label={`Read More + about ${card.title}`} data-category={card.key}>
            Read More +
          </Link>
        ) : (
          <button type="button" className={styles.readMore} onClick={onReadMore} aria-label={`Read More + about ${card.title}`} data-category={card.key}>
            Read More +
          </button>
        )}
      </div>
    </article>
  );
}
