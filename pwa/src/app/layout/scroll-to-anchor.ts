import type { MouseEvent } from 'react';
import type { Location, NavigateFunction } from 'react-router';

/**
 * For a click anywhere in the navigation (listened to in the capture phase, before the link's
 * own handler): a link to an anchor of the page already shown scrolls there, smoothly unless
 * the visitor prefers reduced motion, instead of navigating; every other link navigates as usual.
 */
export function scrollToSamePageAnchor(event: MouseEvent, location: Location, navigate: NavigateFunction): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = (event.target as Element).closest('a')?.getAttribute('href');
  if (!href) return;
  const [path = '', hash = ''] = href.split('#');
  if (!hash || (path !== '' && path !== location.pathname)) return;
  const target = document.getElementById(decodeURIComponent(hash));
  if (!target) return;
  // The link sees the default prevented and leaves the navigation to us.
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // The address shows the anchor, so the page can react to it (and menus close as on any route change).
  void navigate({ hash: `#${hash}` }, { replace: location.hash === `#${hash}`, preventScrollReset: true });
}
