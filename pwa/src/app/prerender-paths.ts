import { eventDetails } from '../content/event-details';
import { PRODUCT_SLUGS, productHref } from '../content/product-index';

/** Public pages rendered to HTML at build time; admin screens stay client-only. */
export const prerenderPaths: string[] = [
  '/',
  ...PRODUCT_SLUGS.map(productHref),
  '/career',
  '/events',
  ...Object.keys(eventDetails).map((id) => `/event/${id}`),
  '/updates',
  '/calendar',
  '/support',
  '/contact',
  '/downloads',
  '/training-calendar',
];
