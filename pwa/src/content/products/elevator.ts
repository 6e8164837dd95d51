import image from '../images/products/elevator.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'elevator',
  title: productTitles.elevator,
  summary: 'A three-floor PLC elevator model with a stepper-driven cabin and counterweight, for learning how a lift controller works.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Three-floor elevator model with cabin, counterweight and call buttons'),
      title: 'PLC elevator simulation',
      description: 'Three floors, 750 mm tall, driven by a geared stepper motor.',
    },
  ],
  overview: [
    'The elevator kit is a working three-floor lift, 750 mm tall, for PLC training. A NEMA 17 geared stepper motor moves the cabin, a counterweight balances it, and a proximity sensor tells the controller where the cabin is.',
    'Students write the logic a real lift needs: answering calls, stopping level at a floor, and deciding which request to serve next.',
    'Like all our PLC application kits, it is built on a powder-coated frame with an acrylic panel, 24 V signals and banana sockets for safe, quick wiring.',
  ],
  keyFeatures: [
    'Three floors, 750 mm tall',
    'Stepper-driven cabin with counterweight',
    'NEMA 17 geared stepper motor',
    'Proximity sensing of the cabin position',
    'Powder-coated frame, acrylic panel, banana sockets, 24 V',
  ],
  specifications: [
    ['Floors', '3'],
    ['Height', '750 mm'],
    ['Drive', 'NEMA 17 geared stepper motor'],
    ['Cabin', 'Stepper-driven, with counterweight'],
    ['Sensing', 'Proximity sensor'],
    ['Construction', 'Powder-coated frame, acrylic panel'],
    ['Connections', 'Banana sockets, 24 V'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Stepper Motor Control Kit', href: '/products/steppermotor' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
