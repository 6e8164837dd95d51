import image from '../images/products/cobot.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'cobot',
  title: productTitles.cobot,
  summary: 'Collaborative robots with payloads of 3–20 kg that work alongside people, with collision detection and easy programming.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Collaborative robot arm working beside an operator at a workbench'),
      title: 'Collaborative robot',
      description: 'Built to share the workspace with people.',
    },
  ],
  overview: [
    'A cobot works in the same space as your operators. Collision detection stops the arm when it meets an unexpected obstacle, which makes it suited to light assembly, inspection, packing and machine loading next to people, subject to a risk assessment of each application.',
    'Payloads range from 3–20 kg. Programming is kept simple, so new tasks and frequent changeovers do not need a specialist each time.',
    'The table shows an example model with six joints, 910 mm reach and a 5 kg payload.',
  ],
  keyFeatures: [
    'Payloads from 3 kg to 20 kg across the range',
    'Designed for human–robot collaboration',
    'Collision detection',
    'Easy programming for quick changeovers',
    'Six-joint arm on the example model',
  ],
  specifications: [
    ['Payload (range)', '3–20 kg'],
    ['Example model: joints', '6'],
    ['Example model: reach', '910 mm'],
    ['Example model: payload', '5 kg'],
    ['Example model: maximum speed', '1000 mm/s'],
    ['Safety', 'Collision detection'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Articulated Robot', href: '/products/articulated-robot' },
    { label: 'Servo Parallel-Jaw Gripper', href: '/products/paralleljaw' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
