import type { SupportCategory } from '@site/schema';

/** What each category card says it is for. */
export const SUPPORT_CATEGORY_DESCRIPTIONS: Record<SupportCategory, string> = {
  Maintenance: 'A robot, kit or machine needs service or repair? Describe the issue, and attach a photo or a report if you have one.',
  'Product Details': 'Specifications, options and availability of our robots, automation systems, training kits and software.',
  'Training and Workshop': 'Training for your team, or a hands-on robotics workshop at your school or college.',
  'Setup and Costing': 'Installation, laboratory set-up and a quotation for your project.',
};
