import styles from './product-page.module.css';

export function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.features}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
