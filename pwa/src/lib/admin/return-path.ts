const DEFAULT_PAGE = '/admin/dashboard';

/** The login page, told where to return: only an admin page of this site, never another origin. */
export function loginPathFor(returnTo: string): string {
  return `/Admin?next=${encodeURIComponent(returnTo)}`;
}

/** Where to go after signing in: the page the admin came from, or the dashboard. */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/admin\//.test(next) && !next.startsWith('//') ? next : DEFAULT_PAGE;
}
