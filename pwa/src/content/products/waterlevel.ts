import image from '../images/products/waterlevel.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'waterlevel',
  title: productTitles.waterlevel,
  summary: 'A PLC training kit with two 3 L stainless steel tanks, float sensors and a 12 V DC pump for learning level control.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Water level control kit with two steel tanks, a pump and float sensors'),
      title: 'Water level control kit',
      description: 'Level control with real water.',
    },
  ],
  overview: [
    'Level control is one of the first process-control tasks in any plant. This kit uses two 3 L stainless steel tanks, float sensors and a 12 V DC pump, so students can write PLC logic that fills, holds and transfers water between the tanks.',
    'Like all our PLC application kits it has a powder-coated frame, an acrylic panel, 24 V signals and banana sockets.',
  ],
  keyFeatures: ['Two 3 L stainless steel tanks', 'Float level sensors', '12 V DC pump', 'Powder-coated frame, acrylic panel, banana sockets, 24 V'],
  specifications: [
    ['Tanks', '2 × 3 L, stainless steel'],
    ['Level sensing', 'Float sensors'],
    ['Pump', '12 V DC'],
    ['Construction', 'Powder-coated frame, acrylic panel'],
    ['Connections', 'Banana sockets, 24 V'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Temperature Control Kit', href: '/products/temperaturecontrol' },
    { label: 'Bottle Filling Plant', href: '/products/bottlefilling' },
  ],
};
