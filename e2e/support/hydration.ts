/**
 * Runs in the page: whether React has hydrated the prerendered HTML (a click on the prerendered
 * markup before that does nothing). The header hydrates first; the page and the footer are
 * boundaries of their own that follow in short slices, the footer last. Self-contained, so that
 * any browser driver can send it: no named inner function either, which tsx would wrap in a
 * `__name(…)` call that the page does not have.
 */
export function isHydrated(): boolean {
  return [document.querySelector('header button'), document.querySelector('footer')].every(
    (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps')),
  );
}
