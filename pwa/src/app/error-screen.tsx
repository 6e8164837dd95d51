import styles from './not-found.module.css';

/** Shown when a screen throws while rendering. */
export function ErrorScreen() {
  return (
    <main className={styles.page} role="alert">
      <h1>Something went wrong.</h1>
      <p>Please try refreshing the page or contact support.</p>
    </main>
  );
}
