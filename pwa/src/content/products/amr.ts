import image from '../images/products/amr.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'amr',
  title: productTitles.amr,
  summary: 'An autonomous mobile robot that carries loads of up to 100 kg and runs for up to 8 hours on battery.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Autonomous mobile robot carrying a load on its top deck'),
      title: 'Autonomous mobile robot',
      description: 'Moves material on its own, for a full shift.',
    },
  ],
  overview: [
    'Autonomous mobile robots are at the core of what SVR Robotics builds. Our AMR carries loads of up to 100 kg between points on its own, taking repetitive fetching and carrying off people’s hands.',
    'Its battery keeps it working for up to 8 hours, which covers a typical working shift.',
  ],
  keyFeatures: [
    'Carries loads of up to 100 kg',
    'Up to 8 hours of operation on battery',
    'Autonomous movement between points',
    'Designed and built by SVR Robotics in Pune',
  ],
  specifications: [
    ['Payload', '100 kg'],
    ['Battery operation', 'Up to 8 hours'],
    ['Type', 'Autonomous mobile robot'],
  ],
  links: [
    { label: 'Discuss your application', href: '/contact' },
    { label: 'Support', href: '/support' },
  ],
};
