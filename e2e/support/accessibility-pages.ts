/**
 * What the accessibility check visits: every route pattern of the PWA (its build writes them to
 * routes.json) with the pages that stand for it, and every dashboard tab by its `?tab=` key. A
 * route or tab missing here fails the check, so a new screen is checked the day it lands.
 */
export const PUBLIC_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': ['/'],
  // One product of each layout: blocks, tabs, the software pages with their download link, FEAST with its documents.
  '/products/:productId': ['/products/articulated-robot', '/products/sensorlab', '/products/roboanalyzer', '/products/feast'],
  '/career': ['/career'],
  '/events': ['/events'],
  '/event/:id': ['/event/roc2024'],
  '/updates': ['/updates'],
  '/calendar': ['/calendar'],
  '/support': ['/support'],
  '/contact': ['/contact'],
  '/downloads': ['/downloads'],
  '/training-calendar': ['/training-calendar'],
  // Without a token it says the link is incomplete; the browser test opens it with one.
  '/invitation': ['/invitation'],
};

/** The admin routes; `:id` is an event the check adds first, and /admin itself opens the dashboard. */
export const ADMIN_PAGES: Readonly<Record<string, string>> = {
  '/Admin': '/Admin',
  '/Admin/forgot-password': '/Admin/forgot-password',
  '/Admin/reset-password': '/Admin/reset-password#not-a-real-link',
  '/admin': '/admin',
  '/admin/dashboard': '/admin/dashboard',
  '/admin/events': '/admin/events',
  '/admin/events/add': '/admin/events/add',
  '/admin/events/edit/:id': '/admin/events/edit/:id',
  '/admin/support': '/admin/support',
  '/admin/job-applications': '/admin/job-applications',
  '/admin/confirmation': '/admin/confirmation?done=deleted',
};

export const DASHBOARD_TABS: readonly string[] = [
  'events',
  'support',
  'jobs',
  'training',
  'enquiries',
  'feedback',
  'downloads',
  'webhooks',
  'personal-data',
  'accounts',
  'activity',
  'api-keys',
  'account',
];
