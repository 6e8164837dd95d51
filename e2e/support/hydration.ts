/**
 * Runs in the page: whether React has hydrated the prerendered HTML (a click on the prerendered
 * markup before that does nothing). The header hydrates first; the page and the footer are
 * boundaries of their own that follow in short slices, the footer last. Self-contained, so that
 * any browser driver can send it.
 */
export function isHydrated(): boolean {
  const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  return hydrated(document.querySelector('header button')) && hydrated(document.querySelector('footer'));
}
