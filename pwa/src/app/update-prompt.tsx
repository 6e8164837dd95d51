import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import styles from './update-prompt.module.css';

/**
 * A new version of the site is offered, never forced: reloading under a visitor who is
 * filling in a form would lose their typing.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    // Registering (and the worker's precaching) waits for the page to settle: nothing on first paint needs it.
    const cancelRegistration = whenIdle(() => {
      void import('workbox-window').then(({ Workbox }) => {
        const workbox = new Workbox('/sw.js', { scope: '/' });
        // A newer worker is installed and waits while this page runs the older one.
        workbox.addEventListener('waiting', () => {
          if (cancelled) return;
          setUpdate(() => () => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          });
        });
        // A browser that refuses the worker (a private window, a policy) runs the site without it.
        workbox.register().catch(() => undefined);
      });
    });
    return () => {
      cancelled = true;
      cancelRegistration();
    };
  }, []);

  if (!update) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>A new version of this site is available.</span>
      <button type="button" onClick={update}>
        Update
      </button>
      <button type="button" onClick={() => setUpdate(null)}>
        Later
      </button>
    </div>
  );
}
