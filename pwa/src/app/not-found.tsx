import { PageMeta } from '../components/page-meta';
import styles from './not-found.module.css';

export function NotFound() {
  return (
    <main className={styles.page}>
      <PageMeta title="Page not found" description="The page you were looking for does not exist." path="/404" noIndex />
      <h1>404 Not Found</h1>
      <p>
        The page you were looking for does not exist. <a href="/">Go to the home page</a>.
      </p>
    </main>
  );
}
