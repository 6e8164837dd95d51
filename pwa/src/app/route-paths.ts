import type { RouteObject } from 'react-router';

/** Every path pattern the router serves (without the catch-all), e.g. '/event/:id'. */
export function routePatterns(routes: readonly RouteObject[]): string[] {
  return [...new Set(collect(routes, ''))];
}

function collect(routes: readonly RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? undefined : join(parent, route.path);
    const here = own && !own.includes('*') ? [own] : [];
    const base = route.path === undefined ? parent : join(parent, route.path);
    return [...here, ...collect(route.children ?? [], base)];
  });
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
