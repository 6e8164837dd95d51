import { COUNTER_TICK_MS } from '@site/schema';
import { useEffect, useState } from 'react';

/**
 * Counts from 0 to `target` in steps of `step`, one step every COUNTER_TICK_MS, once.
 * Starts at `target`, so that the prerendered page and visitors who prefer reduced motion
 * see the final figure; the count starts only in the browser.
 */
export function useCountUp(target: number, step: number, animate: boolean): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (!animate) {
      setValue(target);
      return;
    }
    setValue(0);
    const timer = setInterval(() => {
      setValue((current) => {
        const next = Math.min(current + step, target);
        if (next === target) clearInterval(timer);
        return next;
      });
    }, COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [target, step, animate]);

  return value;
}
