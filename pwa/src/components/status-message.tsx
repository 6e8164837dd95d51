import styles from './status-message.module.css';

interface StatusMessageProps {
  tone: 'success' | 'info' | 'error';
  children: React.ReactNode;
}

/** A message announced to screen readers when it appears. */
export function StatusMessage({ tone, children }: StatusMessageProps) {
  return (
    <p className={styles[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
