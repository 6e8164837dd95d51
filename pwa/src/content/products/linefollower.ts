import image from '../images/products/linefollower.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'linefollower',
  title: productTitles.linefollower,
  summary: 'An Arduino Nano line follower robot with IR and ultrasonic sensors, the classic first robot for school and college labs.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Wheeled line follower robot on a black track line'),
      title: 'Line follower robot',
      description: 'Follows a track and stops for obstacles.',
    },
  ],
  overview: [
    'A line follower is often the first robot a student builds, and a good one: it brings together sensing, control and motors in a project that works visibly on the table. IR sensors read the track line, an ultrasonic sensor watches for obstacles ahead, and an Arduino Nano steers.',
    'The robot measures 200 × 220 × 120 mm and runs for about 4 hours on its battery. It has also been used in our hands-on robotics workshops.',
  ],
  keyFeatures: ['Arduino Nano controller', 'IR sensors for line tracking', 'Ultrasonic sensor for obstacle detection', 'About 4 hours of battery life'],
  specifications: [
    ['Dimensions', '200 × 220 × 120 mm'],
    ['Controller', 'Arduino Nano'],
    ['Sensors', 'IR and ultrasonic'],
    ['Battery life', '4 hours'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Maze Solving Robot', href: '/products/mazesolving' },
    { label: 'Events and workshops', href: '/events' },
  ],
};
