import image from '../images/products/digitaldice.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'digitaldice',
  title: productTitles.digitaldice,
  summary: 'An Arduino UNO project that rolls a number on a 7-segment display at the press of a button.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Digital dice kit with a push button and a 7-segment display'),
      title: 'Digital dice',
      description: 'A first electronics and programming project.',
    },
  ],
  overview: [
    'The digital dice is a short, satisfying first project. Press the button and an Arduino UNO picks a random number from one to six and shows it on a 7-segment display.',
    'Along the way students learn to read a push button, drive a 7-segment display and use random numbers in a program.',
  ],
  keyFeatures: ['Arduino UNO controller', 'Push-button input', '7-segment display output', 'Ideal first programming project'],
  specifications: [
    ['Controller', 'Arduino UNO'],
    ['Input', 'Push button'],
    ['Display', '7-segment'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Temperature Controlled Fan Kit', href: '/products/fankit' },
    { label: 'Object Counter', href: '/products/objectcounter' },
  ],
};
