import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { routePatterns } from './app/route-paths';
import { prerenderPaths } from './app/prerender-paths';
import { routes } from './app/routes';
import { robotsTxt, sitemapXml } from './lib/crawler-files';
import { preloadScreens } from './lib/screen-preload';

export { prerenderPaths };

/** Every pattern the router serves; the gateway gives these the app shell rather than a 404. */
export const appRoutePatterns = routePatterns(routes);

/** Renders one path to HTML at build time (no data loaders, so there is nothing to hydrate but markup). */
export async function render(path: string): Promise<string> {
  await preloadScreens(matchRoutes(routes, path) ?? []);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}

/** Files written beside the pages: the sitemap of every prerendered page, and robots.txt. */
export function extraFiles(): { path: string; content: string }[] {
  return [
    { path: 'sitemap.xml', content: sitemapXml(prerenderPaths) },
    { path: 'robots.txt', content: robotsTxt() },
  ];
}
