import image from '../images/products/bipedal.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'bipedal',
  title: productTitles.bipedal,
  summary: 'A 400 mm, servo-driven walking robot with 4, 8 or 10 degrees of freedom, controlled by an Arduino Mega.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Two-legged walking robot built from servo motors and brackets'),
      title: 'Bipedal robot',
      description: 'Learn how robots walk.',
    },
  ],
  overview: [
    'The bipedal robot walks on two legs driven by servo motors. It is available with 4, 8 or 10 degrees of freedom, so a class can start with a simple gait and move on to more natural walking and balance.',
    'An Arduino Mega coordinates the servos. The robot stands 400 mm tall and weighs 2 kg. Biped kits have also been used in our robotics workshops.',
  ],
  keyFeatures: ['4, 8 or 10 degrees of freedom', 'Servo-motor joints', 'Arduino Mega controller', '400 mm tall, 2 kg'],
  specifications: [
    ['Degrees of freedom', '4, 8 or 10'],
    ['Height', '400 mm'],
    ['Mass', '2 kg'],
    ['Controller', 'Arduino Mega'],
    ['Actuators', 'Servo motors'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Self-Balancing Robot', href: '/products/selfbalancing' },
    { label: 'Events and workshops', href: '/events' },
  ],
};
