/**
 * Runs in the page: whether React has hydrated the prerendered HTML (a click on the prerendered
 * markup before that does nothing). Self-contained, so that any browser driver can send it.
 */
export function isHydrated(): boolean {
  const button = document.querySelector('header button');
  return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
}
