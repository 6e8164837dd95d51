import image from '../images/products/sensorizedgripper.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'sensorizedgripper',
  title: productTitles.sensorizedgripper,
  summary: 'An electric gripper with a 2 kg payload and built-in IR, strain-gauge, load-cell and force sensors for measuring how it grips.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Electric gripper fitted with sensors and signal cables'),
      title: 'Sensorised gripper',
      description: 'A gripper that measures its own grip.',
    },
  ],
  overview: [
    'The sensorised gripper is an electric gripper fitted with sensors, so that gripping can be measured rather than guessed. An IR sensor detects the part between the jaws, while strain gauges, a load cell and force sensors show how hard it is held.',
    'It handles payloads of up to 2 kg and is well suited to teaching and research on grip-force control, delicate handling and sensor feedback in robotics.',
  ],
  keyFeatures: ['Electric drive', 'Payload up to 2 kg', 'IR sensor for part detection', 'Strain-gauge, load-cell and force sensing'],
  specifications: [
    ['Type', 'Electric gripper with sensors'],
    ['Payload', '2 kg'],
    ['Sensors', 'IR, strain gauge, load cell, force'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Gripper Lab', href: '/products/gripperlab' },
    { label: 'Sensor Lab', href: '/products/sensorlab' },
  ],
};
