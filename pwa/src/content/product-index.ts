/** Every product page, in Products-menu order; rttoolbox (linked from the software grid) last. */
export const PRODUCT_SLUGS = [
  'articulated-robot',
  'cobot',
  'scara-robot',
  'cartesian-robot',
  'fms',
  'electropneumatic',
  'electrohydraulic',
  'elevator',
  'bottlefilling',
  'stewart',
  'sensorlab',
  'amr',
  '3jaw',
  'suctioncup',
  'sensorizedgripper',
  'magneticgripper',
  'gripperlab',
  'paralleljaw',
  'curvilinearjaw',
  'pneumaticjaw',
  'vfdkit',
  'steppermotor',
  'waterlevel',
  'conveyor',
  'stardelta',
  'temperaturecontrol',
  'mazesolving',
  'linefollower',
  'selfbalancing',
  'digitaldice',
  'fankit',
  'objectcounter',
  'bipedal',
  'roboanalyzer',
  'mechanalyzer',
  'feast',
  'rttoolbox',
] as const;

export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

/** The product shown for an unknown /products/{productId}. */
export const FALLBACK_PRODUCT_SLUG: ProductSlug = 'articulated-robot';

/** Page titles, also used as menu labels. Each product module uses the same title. */
export const productTitles: Readonly<Record<ProductSlug, string>> = {
  'articulated-robot': 'Articulated Robot',
  cobot: 'Cobot',
  'scara-robot': 'SCARA Robot',
  'cartesian-robot': 'Cartesian Robot',
  fms: 'Flexible Manufacturing System',
  electropneumatic: 'Electro-Pneumatic System',
  electrohydraulic: 'Electro-Hydraulic System',
  elevator: 'Elevator Kit',
  bottlefilling: 'Bottle Filling Plant',
  stewart: 'Stewart Platform',
  sensorlab: 'Sensor Lab',
  amr: 'Autonomous Mobile Robot',
  '3jaw': '3-Jaw Concentric Gripper',
  suctioncup: 'Suction Cup Gripper',
  sensorizedgripper: 'Sensorised Gripper',
  magneticgripper: 'Magnetic Gripper',
  gripperlab: 'Gripper Lab',
  paralleljaw: 'Servo Parallel-Jaw Gripper',
  curvilinearjaw: 'Servo Curvilinear-Jaw Gripper',
  pneumaticjaw: 'Pneumatic 2- and 3-Jaw Gripper',
  vfdkit: 'VFD Control Kit',
  steppermotor: 'Stepper Motor Control Kit',
  waterlevel: 'Water Level Control Kit',
  conveyor: 'Conveyor Control Kit',
  stardelta: 'Star-Delta Starter Kit',
  temperaturecontrol: 'Temperature Control Kit',
  mazesolving: 'Maze Solving Robot',
  linefollower: 'Line Follower Robot',
  selfbalancing: 'Self-Balancing Robot',
  digitaldice: 'Digital Dice',
  fankit: 'Temperature Controlled Fan Kit',
  objectcounter: 'Object Counter',
  bipedal: 'Bipedal Robot',
  roboanalyzer: 'RoboAnalyzer',
  mechanalyzer: 'MechAnalyzer',
  feast: 'FEAST',
  rttoolbox: 'RT ToolBox Software',
};

export function isProductSlug(value: string): value is ProductSlug {
  return (PRODUCT_SLUGS as readonly string[]).includes(value);
}

/** The slug to show for a route parameter: itself when known, else the articulated robot. */
export function resolveProductSlug(slug: string | undefined): ProductSlug {
  return slug !== undefined && isProductSlug(slug) ? slug : FALLBACK_PRODUCT_SLUG;
}

/** The href of a product page. */
export function productHref(slug: ProductSlug): string {
  return `/products/${slug}`;
}
