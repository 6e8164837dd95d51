import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type LazyRouteFunction, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import { startOutbox } from './lib/outbox/outbox';
import { preloadScreens } from './lib/screen-preload';

/** Loads the current page's lazy screens and their content first, so hydration sees exactly what was prerendered. */
async function resolveCurrentRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await (route.lazy as LazyRouteFunction<RouteObject>)();
      Object.assign(route, screen, { lazy: undefined });
    }),
  );
  await preloadScreens(matches);
}

async function start(): Promise<void> {
  await resolveCurrentRoutes();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
  startOutbox();
}

void start();
