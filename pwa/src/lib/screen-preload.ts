import type { Params } from 'react-router';
import type { LazyScreen } from './lazy-screen';

/**
 * A screen whose content arrives in its own chunk (a product page) declares a static
 * `preload(params)`. The prerender and the client entry await the matched routes' screens and
 * then this before rendering, so the first render already has the content: the HTML carries it
 * and hydration sees exactly the same markup. Later client navigations suspend instead.
 */
export interface PreloadableScreen {
  preload?: (params: Params) => Promise<unknown>;
}

interface ScreenMatch {
  readonly route: { readonly Component?: unknown };
  readonly params: Params;
}

function isLazyScreen(screen: unknown): screen is LazyScreen {
  return typeof screen === 'function' && 'load' in screen;
}

/** Loads the matched routes' screens, then the content they preload. */
export async function preloadScreens(matches: readonly ScreenMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route: { Component }, params }) => {
      const screen = isLazyScreen(Component) ? await Component.load() : Component;
      await (screen as PreloadableScreen | undefined)?.preload?.(params);
    }),
  );
}
