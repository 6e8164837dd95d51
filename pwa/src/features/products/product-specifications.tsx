import { TableScroller } from '../../components/table-scroller';
import type { ProductPage } from '../../content/types';
import styles from './product-page.module.css';

/** The specifications table; it scrolls inside its own box on a narrow screen. */
export function ProductSpecifications({ product }: { product: ProductPage }) {
  if (product.specifications.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="product-specifications">
      <div className={styles.blockInner}>
        <h2 id="product-specifications">Product Specifications</h2>
        <TableScroller name="Product Specifications table" className={styles.tableScroll}>
          <table className={styles.table}>
            <tbody>
              {product.specifications.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </div>
    </section>
  );
}
