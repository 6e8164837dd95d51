import { ADMIN_PAGE_SIZE, formatCount } from '@site/schema';
import styles from './list-pager.module.css';

export interface ListPagerProps {
  /** What the list holds, as in 'Search enquiries'. */
  noun: string;
  search: string;
  onSearch: (search: string) => void;
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
}

/** The search box and Previous/Next of a server-paged admin list. */
export function ListPager({ noun, search, onSearch, offset, total, onOffset }: ListPagerProps) {
  const last = Math.min(offset + ADMIN_PAGE_SIZE, total);
  return (
    <div className={styles.pager}>
      <label className={styles.search}>
        <span>Search {noun}</span>
        <input type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </label>
      <p className={styles.range} aria-live="polite">
        {total === 0 ? `No ${noun}` : `${formatCount(offset + 1)}–${formatCount(last)} of ${formatCount(total)} ${noun}`}
      </p>
      <div className={styles.buttons}>
        <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - ADMIN_PAGE_SIZE))}>
          Previous<span className="visually-hidden"> {noun}</span>
        </button>
        <button type="button" disabled={last >= total} onClick={() => onOffset(offset + ADMIN_PAGE_SIZE)}>
          Next<span className="visually-hidden"> {noun}</span>
        </button>
      </div>
    </div>
  );
}
