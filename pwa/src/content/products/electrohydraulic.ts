import image from '../images/products/electrohydraulic.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'electrohydraulic',
  title: productTitles.electrohydraulic,
  summary: 'An electro-hydraulic trainer for building and testing cylinder circuits, operated manually, from a PLC or over IoT.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Electro-hydraulic trainer with power pack, valves and cylinders'),
      title: 'Electro-hydraulic trainer',
      description: 'Hydraulic circuits with electrical control.',
    },
  ],
  overview: [
    'The electro-hydraulic system teaches how hydraulic power is controlled electrically. Students assemble circuits for single- and double-acting cylinders, then regenerative, unloading, sequencing, locking and synchronising circuits, and watch how each behaves under load.',
    'The trainer can be operated manually, from a PLC or over IoT, so it supports courses in fluid power as well as in automation and control.',
  ],
  keyFeatures: [
    'Single- and double-acting cylinder circuits',
    'Regenerative, unloading, sequencing, locking and synchronising circuits',
    'Manual, PLC or IoT operation',
    'Suits fluid-power and automation courses alike',
  ],
  specifications: [
    ['Working medium', 'Hydraulic oil'],
    ['Actuators', 'Single- and double-acting cylinders'],
    ['Circuits', 'Regenerative, unloading, sequencing, locking, synchronising'],
    ['Operation', 'Manual, PLC or IoT'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Electro-Pneumatic System', href: '/products/electropneumatic' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
