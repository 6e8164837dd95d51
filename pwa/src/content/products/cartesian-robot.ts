import image from '../images/products/cartesian-robot.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'cartesian-robot',
  title: productTitles['cartesian-robot'],
  summary: 'Cartesian robots built to the application, with encoder feedback for precise positioning and straightforward PLC integration.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Cartesian robot with linear X, Y and Z axes over a work area'),
      title: 'Cartesian robot',
      description: 'Linear axes sized to your work area.',
    },
  ],
  overview: [
    'A Cartesian robot moves its tool along straight linear axes. The motion is easy to understand and to program, and the axes can be sized to the work area and load of the job.',
    'We build each Cartesian robot for its application. Encoders on the axes give precise, repeatable positioning, and the robot is designed to be controlled from a PLC, so it fits into existing automation.',
    'A Cartesian station is also part of our Flexible Manufacturing System, where students learn the same principles on a teaching line.',
  ],
  keyFeatures: [
    'Encoders for precise, repeatable positioning',
    'Custom-built to the work area and payload of the application',
    'PLC integration',
    'Simple linear motion that is easy to program and maintain',
  ],
  specifications: [
    ['Motion', 'Linear axes, configured per application'],
    ['Position feedback', 'Encoders'],
    ['Control', 'PLC integration'],
    ['Build', 'Custom automation to your requirement'],
  ],
  links: [
    { label: 'Discuss your application', href: '/contact' },
    { label: 'Flexible Manufacturing System', href: '/products/fms' },
    { label: 'SCARA Robot', href: '/products/scara-robot' },
  ],
};
