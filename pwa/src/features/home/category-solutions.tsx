import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { categoryItems } from '../../content/category-items';
import type { SolutionCategoryKey } from '../../content/types';
import styles from './products.module.css';

interface CategorySolutionsProps {
  category: SolutionCategoryKey;
  title: string;
  onBack: () => void;
}

/** The in-page view of one category: its products as cards with their key features. */
export function CategorySolutions({ category, title, onBack }: CategorySolutionsProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The view replaces the carousel, so focus moves to its title for keyboard and screen-reader users.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className={styles.solutions}>
      <div className={styles.solutionsHead}>
        <h3 ref={heading} tabIndex={-1} className={styles.solutionsTitle}>
          {title} Solutions
        </h3>
        <button type="button" className={styles.back} onClick={onBack}>
          <span aria-hidden="true">←</span> Back to Products
        </button>
      </div>
      <ul className={styles.solutionsGrid}>
        {categoryItems[category].map((item) => (
          <li key={item.name} className={styles.solution}>
            <img
              className={styles.solutionImage}
              src={item.image.src}
              width={item.image.width}
              height={item.image.height}
              alt={item.image.alt}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.solutionBody}>
              <h4 className={styles.cardTitle}>{item.name}</h4>
              <p className={styles.cardText}>{item.description}</p>
              <p className={styles.featuresLabel}>Key Features</p>
              <ul className={styles.features}>
                {item.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {item.redirectTo && (
                <Link to={item.redirectTo} className={styles.detailsLink}>
                  View {item.name} <span aria-hidden="true">→</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
