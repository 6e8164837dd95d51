import { productHref, productTitles, type ProductSlug } from './product-index';
import type { MenuGroup, MenuItem, TopLink } from './types';

/** The top-bar links (the Products and Events menus sit beside them). */
export const topLinks: readonly TopLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Career', href: '/career' },
  { label: 'Events', href: '/events' },
  { label: 'Support', href: '/support' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Downloads', href: '/downloads' },
  { label: 'Training', href: '/training-calendar' },
  { label: 'Updates', href: '/updates', variant: 'button' },
];

function productGroup(label: string, slugs: readonly ProductSlug[]): MenuGroup {
  return {
    label,
    items: slugs.map((slug) => ({ label: productTitles[slug], href: productHref(slug) })),
  };
}

/** The Products menu: seven groups. The elevator kit appears in two groups. */
export const productMenu: readonly MenuGroup[] = [
  productGroup('Industrial Robots', ['articulated-robot', 'cobot', 'scara-robot', 'cartesian-robot']),
  productGroup('Automation Systems', ['fms']),
  productGroup('SVR Innovation', ['electropneumatic', 'electrohydraulic', 'elevator', 'bottlefilling', 'stewart', 'sensorlab', 'amr']),
  productGroup('Grippers and Tools', [
    '3jaw',
    'suctioncup',
    'sensorizedgripper',
    'magneticgripper',
    'gripperlab',
    'paralleljaw',
    'curvilinearjaw',
    'pneumaticjaw',
  ]),
  productGroup('PLC Application', ['vfdkit', 'elevator', 'steppermotor', 'waterlevel', 'conveyor', 'stardelta', 'temperaturecontrol']),
  productGroup('School Robotics Lab', ['mazesolving', 'linefollower', 'selfbalancing', 'digitaldice', 'fankit', 'objectcounter', 'bipedal']),
  productGroup('Software Solutions', ['roboanalyzer', 'mechanalyzer', 'feast']),
];

/** The anchor ids of the /events sections, in Events-menu order, with their labels. */
export const EVENT_ANCHORS = [
  ['newproductdevelopment', 'Feedbacks'],
  ['expo', 'Automation Expo South'],
  ['roc2025', 'ROC 2025'],
  ['expo2025', 'Automation Expo 2025'],
  ['nafed2025', 'NAFED 2025'],
  ['roc2024', 'ROC 2024'],
  ['roc2023', 'ROC 2023'],
  ['nafed2019', 'NAFED 2019'],
  ['nafed2018', 'NAFED 2018'],
  ['aicte', 'AICTE Training'],
  ['jjmagdum', 'J. J. Magdum Workshop'],
  ['jorhat', 'Jorhat Workshop'],
] as const;

/** The Events menu: links to the sections of /events. */
export const eventsMenu: readonly MenuItem[] = EVENT_ANCHORS.map(([id, label]) => ({
  label,
  href: `/events#${id}`,
}));

/** The footer's Quick Links (opened in a new tab). Products leads to the home page's products section. */
export const footerQuickLinks: readonly MenuItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/#products' },
  { label: 'Career', href: '/career' },
  { label: 'Events', href: '/events' },
  { label: 'Support', href: '/support' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Downloads', href: '/downloads' },
];
