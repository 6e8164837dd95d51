import image from '../images/products/objectcounter.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'objectcounter',
  title: productTitles.objectcounter,
  summary: 'A 12 V DC belt-driven object counter that counts passing items with an IR sensor.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Object counter with a belt carrying items past an IR sensor'),
      title: 'Object counter',
      description: 'Counting parts on a moving belt.',
    },
  ],
  overview: [
    'Counting items on a moving belt is a basic task in packaging and production. In this kit, timing belts carry objects past an IR sensor, and each object that breaks the beam is counted.',
    'The unit measures 300 × 150 × 180 mm and runs on 12 V DC, so it is safe and easy to use in a school lab.',
  ],
  keyFeatures: ['IR sensor for object detection', 'Timing-belt transport', '12 V DC supply', 'Compact 300 × 150 × 180 mm unit'],
  specifications: [
    ['Dimensions', '300 × 150 × 180 mm'],
    ['Supply', '12 V DC'],
    ['Sensor', 'IR'],
    ['Transport', 'Timing belts'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Conveyor Control Kit', href: '/products/conveyor' },
    { label: 'Digital Dice', href: '/products/digitaldice' },
  ],
};
