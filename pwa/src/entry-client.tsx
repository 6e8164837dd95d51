import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { routes } from './app/routes';
import { startOutbox } from './lib/outbox/outbox';
import { preloadScreens } from './lib/screen-preload';
import { whenIdle } from './lib/when-idle';

async function start(): Promise<void> {
  // The current page's lazy screens and their content come first, so hydration sees exactly what was prerendered.
  await preloadScreens(matchRoutes(routes, window.location) ?? []);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // Saved submissions go out once the page has settled; the outbox's status is read by its own view meanwhile.
  whenIdle(() => startOutbox());
}

void start();
