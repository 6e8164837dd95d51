import image from '../images/products/gripperlab.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'gripperlab',
  title: productTitles.gripperlab,
  summary:
    'A gripper laboratory for experiments with pneumatic and electric grippers, including load tests on five gripper types under PLC and Arduino control.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Gripper lab bench with several grippers mounted for testing'),
      title: 'Gripper lab',
      description: 'Compare gripper types side by side.',
    },
  ],
  overview: [
    'The gripper lab is a bench for learning how robot grippers work and how to choose one. Students run experiments with pneumatic and electric grippers and carry out load tests on five gripper types to compare their behaviour.',
    'The grippers can be controlled from a PLC or from an Arduino, so the lab fits both industrial-automation courses and embedded-electronics courses.',
  ],
  keyFeatures: ['Experiments with pneumatic and electric grippers', 'Load tests on five gripper types', 'PLC control', 'Arduino control'],
  specifications: [
    ['Gripper technologies', 'Pneumatic and electric'],
    ['Gripper types tested', '5'],
    ['Control', 'PLC and Arduino'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: '3-Jaw Concentric Gripper', href: '/products/3jaw' },
    { label: 'Sensorised Gripper', href: '/products/sensorizedgripper' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
