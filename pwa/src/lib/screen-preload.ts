import { isValidElement, type ReactNode } from 'react';
import type { Params } from 'react-router';

/**
 * A screen whose content arrives in its own chunk (a product page) declares a static
 * `preload(params)`. The prerender and the client entry await it for the matched routes
 * before rendering, so the first render already has the content: the HTML carries it and
 * hydration sees exactly the same markup. Later client navigations suspend instead.
 */
export interface PreloadableScreen {
  preload?: (params: Params) => Promise<unknown>;
}

interface ScreenMatch {
  readonly route: { readonly Component?: unknown; readonly element?: ReactNode };
  readonly params: Params;
}

// Route objects carry the screen as `Component`; the static handler's data routes turn it into `element`.
function screenOf({ Component, element }: ScreenMatch['route']): PreloadableScreen | undefined {
  const screen = Component ?? (isValidElement(element) ? element.type : undefined);
  return typeof screen === 'function' ? (screen as PreloadableScreen) : undefined;
}

export async function preloadScreens(matches: readonly ScreenMatch[]): Promise<void> {
  await Promise.all(matches.map(({ route, params }) => screenOf(route)?.preload?.(params)));
}
