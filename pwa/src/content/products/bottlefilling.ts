import image from '../images/products/bottlefilling.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'bottlefilling',
  title: productTitles.bottlefilling,
  summary: 'A bottle filling plant model controlled by a PLC, supervised through SCADA and connected over IoT, for teaching process automation.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Bottle filling plant model with conveyor, filling nozzle and bottles'),
      title: 'Bottle filling plant',
      description: 'PLC, SCADA and IoT on one teaching plant.',
    },
  ],
  overview: [
    'The bottle filling plant reproduces, at teaching scale, the sequence of a filling line: bottles arrive, are detected, filled and moved on.',
    'A PLC runs the sequence, SCADA screens show and control the plant from a PC, and an IoT connection lets its status be followed remotely. Students therefore see the three layers of a modern plant working on one machine.',
  ],
  keyFeatures: [
    'PLC control of the filling sequence',
    'SCADA supervision from a PC',
    'IoT connectivity for remote monitoring',
    'Shows a complete process-automation chain on one model',
  ],
  specifications: [
    ['Control', 'PLC'],
    ['Supervision', 'SCADA'],
    ['Connectivity', 'IoT'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Conveyor Control Kit', href: '/products/conveyor' },
    { label: 'Water Level Control Kit', href: '/products/waterlevel' },
  ],
};
