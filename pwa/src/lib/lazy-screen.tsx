import { type ComponentType, type ReactElement, use } from 'react';

/** A route's screen whose code arrives in its own chunk; `load()` fetches it once and resolves when it is there. */
export interface LazyScreen {
  (): ReactElement;
  load(): Promise<ComponentType>;
}

/**
 * Wraps a screen's dynamic import. Once loaded, it renders the screen synchronously, so the
 * prerender and the client's hydration (which await `load()` first) produce the same markup;
 * before that it suspends, and a navigation (a transition) keeps the current page meanwhile.
 */
export function lazyScreen(importScreen: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const load = () =>
    (pending ??= importScreen().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        // A failed chunk (offline, or replaced by a new deploy) is fetched again on the next visit.
        pending = undefined;
        throw error;
      },
    ));
  function Loading() {
    const Loaded = use(load());
    return <Loaded />;
  }
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Loading />;
  }
  return Object.assign(Screen, { load });
}
