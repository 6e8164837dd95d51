import image from '../images/products/mazesolving.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'mazesolving',
  title: productTitles.mazesolving,
  summary: 'An Arduino Nano robot that finds its way through a maze with IR sensors, for school and college robotics labs.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Small wheeled robot with IR sensors inside a maze'),
      title: 'Maze solving robot',
      description: 'Sensors, decisions and motors in one small robot.',
    },
  ],
  overview: [
    'The maze solving robot teaches how a robot senses its surroundings and decides where to go. IR sensors detect the walls, and an Arduino Nano runs the program that chooses each turn until the robot reaches the exit.',
    'Students start with simple wall following and progress to their own search strategies. The robot measures 180 × 200 × 150 mm and runs for about 5 hours on its battery.',
  ],
  keyFeatures: ['Arduino Nano controller', 'IR sensors for wall detection', 'About 5 hours of battery life', 'Compact 180 × 200 × 150 mm body'],
  specifications: [
    ['Dimensions', '180 × 200 × 150 mm'],
    ['Controller', 'Arduino Nano'],
    ['Sensors', 'IR'],
    ['Battery life', '5 hours'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Line Follower Robot', href: '/products/linefollower' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
