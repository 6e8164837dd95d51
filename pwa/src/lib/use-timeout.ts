import { useEffect, useRef } from 'react';

/** Runs `callback` once `delayMs` after `active` turns true; cancelled when it turns false or on unmount. */
export function useTimeout(active: boolean, delayMs: number, callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
