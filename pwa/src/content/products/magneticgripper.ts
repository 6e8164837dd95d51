import image from '../images/products/magneticgripper.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'magneticgripper',
  title: productTitles.magneticgripper,
  summary: 'Pneumatically switched permanent-magnet grippers of Ø30–70 mm with 35–290 N holding force for ferrous parts.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Round magnetic gripper holding a steel plate'),
      title: 'Magnetic gripper',
      description: 'Permanent-magnet holding, switched by air.',
    },
  ],
  overview: [
    'A magnetic gripper picks up steel and other ferrous parts by magnetism, gripping flat, perforated or oddly shaped parts that jaws or suction cups cannot hold well.',
    'The holding force comes from a permanent magnet, and compressed air switches the grip on and off. Sizes from Ø30 mm to Ø70 mm give holding forces of 35–290 N.',
  ],
  keyFeatures: ['Permanent-magnet holding force', 'Pneumatic switching of the grip', 'Diameters from 30 mm to 70 mm', 'Holding force 35–290 N'],
  specifications: [
    ['Type', 'Pneumatic permanent-magnet gripper'],
    ['Diameter', 'Ø30–70 mm'],
    ['Holding force', '35–290 N'],
    ['Suitable parts', 'Ferrous (magnetic) materials'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Suction Cup Gripper', href: '/products/suctioncup' },
    { label: 'Gripper Lab', href: '/products/gripperlab' },
  ],
};
