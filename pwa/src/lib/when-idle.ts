/**
 * Runs `task` once the browser has a quiet moment after the page has loaded, so that work the first
 * paint and hydration do not need (registering the service worker, sending saved submissions) does
 * not lengthen the tasks a visitor's first tap waits behind. Safari has no requestIdleCallback: a
 * timer there. Returns the function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = (): void => undefined;
  const schedule = (): void => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
