import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useOutbox } from '../lib/outbox/use-outbox';
import styles from './outbox-status.module.css';

/** How far up from the bottom of the window the notice reaches; global.css keeps what gets focus above it. */
const REACH = '--outbox-status-reach';

/** Measured after every change of the notice and of the window, and forgotten once the notice goes. */
function useReachKept(notice: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(REACH, `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`);
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      root.style.removeProperty(REACH);
    };
  });
}

/**
 * What the outbox holds, visible on every page: how many submissions wait to be sent,
 * which ones the server refused (never dropped silently), and a note when a saved one is sent.
 */
export function OutboxStatus() {
  const { pending, rejected, lastDelivered, dismiss } = useOutbox();
  const [delivered, setDelivered] = useState<string | null>(null);
  const notice = useRef<HTMLElement>(null);
  useReachKept(notice);

  useEffect(() => {
    if (!lastDelivered) return;
    setDelivered(`Sent: ${lastDelivered.label}.`);
    const timer = setTimeout(() => setDelivered(null), 6000);
    return () => clearTimeout(timer);
  }, [lastDelivered]);

  if (pending === 0 && rejected.length === 0 && !delivered) return null;
  return (
    <aside ref={notice} className={styles.status} aria-label="Saved submissions">
      {pending > 0 && (
        <p role="status" className={styles.pending}>
          {pending === 1 ? '1 submission is' : `${pending} submissions are`} saved on this device and will be sent when you are back online.
        </p>
      )}
      {delivered && (
        <p role="status" className={styles.delivered}>
          {delivered}
        </p>
      )}
      {rejected.map((item) => (
        <div key={item.id} role="alert" className={styles.rejected}>
          <p>
            <strong>{item.label}</strong> could not be sent: {item.error?.message ?? 'the server refused it.'} Please submit it again.
          </p>
          <button type="button" onClick={() => void dismiss(item.id)}>
            Dismiss
          </button>
        </div>
      ))}
    </aside>
  );
}
