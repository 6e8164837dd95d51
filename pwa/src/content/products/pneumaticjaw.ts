import image from '../images/products/pneumaticjaw.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'pneumaticjaw',
  title: productTitles.pneumaticjaw,
  summary:
    'Hard-anodised, double-acting pneumatic grippers with two or three jaws, working at 2 to 7 bar with a stroke of 4 to 30 mm and a force of 11 to 254 N.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Compact pneumatic two-jaw gripper with air fittings'),
      title: 'Pneumatic jaw gripper',
      description: 'Two or three jaws, double acting.',
    },
  ],
  overview: [
    'These compact pneumatic grippers come with two jaws for flat or prismatic parts and three jaws for round parts. The bodies are hard-anodised for wear resistance, and the double-acting design drives the jaws by air both to close and to open.',
    'They work at 2 to 7 bar, with a stroke of 4 to 30 mm and a grip force of 11 to 254 N depending on size.',
  ],
  keyFeatures: [
    'Two-jaw and three-jaw versions',
    'Hard-anodised body',
    'Double acting',
    'Operating pressure 2 to 7 bar',
    'Stroke 4 to 30 mm, force 11 to 254 N',
  ],
  specifications: [
    ['Type', 'Pneumatic 2-jaw and 3-jaw gripper'],
    ['Actuation', 'Double acting'],
    ['Finish', 'Hard-anodised'],
    ['Operating pressure', '2 to 7 bar'],
    ['Stroke', '4 to 30 mm'],
    ['Grip force', '11 to 254 N'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: '3-Jaw Concentric Gripper', href: '/products/3jaw' },
    { label: 'Gripper Lab', href: '/products/gripperlab' },
  ],
};
