import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routePatterns } from './app/route-paths';
import { prerenderPaths } from './app/prerender-paths';
import { routes } from './app/routes';
import { robotsTxt, sitemapXml } from './lib/crawler-files';
import { preloadScreens } from './lib/screen-preload';

export { prerenderPaths };

/** Every pattern the router serves; the gateway gives these the app shell rather than a 404. */
export const appRoutePatterns = routePatterns(routes);

/** Renders one path to HTML at build time (no data loaders, so there is nothing to hydrate but markup). */
export async function render(path: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect.`);
  await preloadScreens(context.matches);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}

/** Files written beside the pages: the sitemap of every prerendered page, and robots.txt. */
export function extraFiles(): { path: string; content: string }[] {
  return [
    { path: 'sitemap.xml', content: sitemapXml(prerenderPaths) },
    { path: 'robots.txt', content: robotsTxt() },
  ];
}
