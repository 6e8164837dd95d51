import image from '../images/products/3jaw.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: '3jaw',
  title: productTitles['3jaw'],
  summary: 'A pneumatic 3-jaw concentric gripper with 14–946 N grip force and 4–24 mm stroke, working at 3–7 bar.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Pneumatic three-jaw concentric gripper holding a round part'),
      title: '3-jaw concentric gripper',
      description: 'Centres round and cylindrical parts as it grips.',
    },
  ],
  overview: [
    'Three jaws close together on a common centre, so round and cylindrical parts are centred as they are gripped. That suits machine tending, turning-centre loading and the handling of shafts, discs and caps.',
    'The gripper is pneumatic. Across the range, grip force runs from 14–946 N and stroke from 4–24 mm, at an operating pressure of 3–7 bar.',
  ],
  keyFeatures: ['Concentric, self-centring action of three jaws', 'Grip force 14–946 N across the range', 'Stroke 4–24 mm', 'Pneumatic, operating at 3–7 bar'],
  specifications: [
    ['Type', 'Pneumatic 3-jaw concentric gripper'],
    ['Grip force', '14–946 N'],
    ['Stroke', '4–24 mm'],
    ['Operating pressure', '3–7 bar'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Pneumatic 2- and 3-Jaw Gripper', href: '/products/pneumaticjaw' },
    { label: 'Gripper Lab', href: '/products/gripperlab' },
  ],
};
