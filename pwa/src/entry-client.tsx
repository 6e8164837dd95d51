import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { routes } from './app/routes';
import { startOutbox } from './lib/outbox/outbox';
import { preloadScreens } from './lib/screen-preload';
import { whenIdle } from './lib/when-idle';

/**
 * Ends the current task, so that what follows is a task of its own and input can come between. A message
 * rather than a timer, as React's scheduler does: a test's paused clock holds timers back.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const parsed = () =>
  document.readyState === 'loading' ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true })) : undefined;

async function start(): Promise<void> {
  // This module's evaluation is one long task; matching the route and requesting its screens is another
  // (docs/decisions/069-client-start-in-short-tasks.md).
  await nextTask();
  // The current page's lazy screens and their content come first, so hydration sees exactly what was prerendered.
  await preloadScreens(matchRoutes(routes, window.location) ?? []);
  // The script is async, so it may run before the parser has read the whole page; hydration needs all of it.
  await parsed();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // In a transition React hydrates the root in slices, yielding to the browser every few milliseconds, rather
  // than in one task; an input that comes first hydrates the root at once (docs/decisions/066-root-hydrated-in-a-transition.md).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // Saved submissions go out once the page has settled; the outbox's status is read by its own view meanwhile.
  whenIdle(() => startOutbox());
}

void start();
