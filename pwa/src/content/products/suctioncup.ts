import image from '../images/products/suctioncup.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'suctioncup',
  title: productTitles.suctioncup,
  summary: 'Vacuum suction cup grippers of Ø22–125 mm in NBR, handling up to 500 g, with bellows cups for sheet metal.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Vacuum suction cup gripper lifting a flat sheet'),
      title: 'Suction cup gripper',
      description: 'Vacuum handling of flat and smooth parts.',
    },
  ],
  overview: [
    'A suction cup gripper holds a part by vacuum, which makes it the natural choice for flat, smooth surfaces such as sheets, panels, cartons and glass.',
    'Cups are available from Ø22 mm to Ø125 mm in NBR, for payloads of up to 500 g. Bellows cups follow slightly uneven or flexing surfaces and are the recommended choice for sheet metal.',
  ],
  keyFeatures: ['Cup diameters from 22 mm to 125 mm', 'NBR cup material', 'Payload up to 500 g', 'Bellows cups for sheet metal'],
  specifications: [
    ['Type', 'Vacuum suction cup'],
    ['Cup diameter', 'Ø22–125 mm'],
    ['Material', 'NBR'],
    ['Payload', '500 g'],
    ['Variant', 'Bellows cup for sheet metal'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Magnetic Gripper', href: '/products/magneticgripper' },
    { label: 'Gripper Lab', href: '/products/gripperlab' },
  ],
};
