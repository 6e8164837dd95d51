/** The public origin the site is built for (canonical links, sitemap); set SITE_URL at build time. */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'http://localhost:8080';

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}
