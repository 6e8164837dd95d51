import { Link } from 'react-router';
import { productMenu } from '../../content/navigation';
import styles from './top-bar.module.css';

/** The Products panel: the seven groups, each item a product page. */
export function ProductsMenu() {
  return (
    <div className={styles.groups}>
      {productMenu.map((group, index) => (
        <div key={group.label} className={styles.group}>
          <p id={`products-group-${index}`} className={styles.groupLabel}>
            {group.label}
          </p>
          <ul className={styles.menuList} aria-labelledby={`products-group-${index}`}>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={styles.menuItem}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
