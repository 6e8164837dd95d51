import image from '../images/products/electropneumatic.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'electropneumatic',
  title: productTitles.electropneumatic,
  summary: 'An electro-pneumatic trainer for building and testing cylinder circuits, operated manually, from a PLC or over IoT.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Electro-pneumatic trainer panel with cylinders, valves and air lines'),
      title: 'Electro-pneumatic trainer',
      description: 'Build a circuit, run it, and see each actuator respond.',
    },
  ],
  overview: [
    'The electro-pneumatic system is a trainer on which students build compressed-air circuits and control them electrically. It starts with single- and double-acting cylinders and moves on to regenerative, unloading, sequencing, locking and synchronising circuits.',
    'Every circuit can be run three ways: by hand, from a PLC, or over IoT. The same exercise therefore teaches the pneumatics, the control logic and remote operation in turn.',
  ],
  keyFeatures: [
    'Single- and double-acting cylinder circuits',
    'Regenerative, unloading, sequencing, locking and synchronising circuits',
    'Manual, PLC or IoT operation',
    'Circuits are assembled by the students themselves',
  ],
  specifications: [
    ['Working medium', 'Compressed air'],
    ['Actuators', 'Single- and double-acting cylinders'],
    ['Circuits', 'Regenerative, unloading, sequencing, locking, synchronising'],
    ['Operation', 'Manual, PLC or IoT'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Electro-Hydraulic System', href: '/products/electrohydraulic' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
