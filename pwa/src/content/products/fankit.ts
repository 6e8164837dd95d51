import image from '../images/products/fankit.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'fankit',
  title: productTitles.fankit,
  summary: 'An Arduino UNO kit that switches a 12 V fan according to the temperature read by an LM35 sensor.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Fan kit with a 12 V fan, LM35 sensor and Arduino board'),
      title: 'Temperature controlled fan',
      description: 'A sensor deciding what a motor does.',
    },
  ],
  overview: [
    'This kit shows, in a simple form, how automatic climate control works. An LM35 sensor measures the temperature, and an Arduino UNO runs a 12 V fan when it gets warm.',
    'Students learn to read an analogue sensor, convert its signal to degrees and drive a motor from a program.',
  ],
  keyFeatures: ['Arduino UNO controller', 'LM35 temperature sensor', '12 V fan', 'Introduces analogue sensing and motor control'],
  specifications: [
    ['Controller', 'Arduino UNO'],
    ['Sensor', 'LM35 temperature sensor'],
    ['Fan', '12 V'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Temperature Control Kit', href: '/products/temperaturecontrol' },
    { label: 'Digital Dice', href: '/products/digitaldice' },
  ],
};
