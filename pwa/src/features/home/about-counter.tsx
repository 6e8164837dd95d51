import { formatCount } from '@site/schema';
import type { AboutCounter as Counter } from '../../content/types';
import styles from './about.module.css';
import { useCountUp } from './use-count-up';

/** A figure counting up to its target, e.g. '3,250+'. */
export function AboutCounter({ counter, animate }: { counter: Counter; animate: boolean }) {
  const value = useCountUp(counter.target, counter.step, animate);
  return (
    <div className={styles.counter}>
      <dt className={styles.counterLabel}>{counter.label}</dt>
      <dd className={styles.counterValue}>
        {formatCount(value)}
        {value === counter.target && counter.suffix}
      </dd>
    </div>
  );
}
