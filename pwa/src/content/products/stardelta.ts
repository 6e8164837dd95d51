import image from '../images/products/stardelta.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'stardelta',
  title: productTitles.stardelta,
  summary: 'A PLC training kit that starts a motor in star and switches it to delta after a set time, using air-break contactors.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Star-delta starter panel with three contactors and a timer'),
      title: 'Star-delta starter kit',
      description: 'The classic reduced-voltage motor starter.',
    },
  ],
  overview: [
    'A star-delta starter reduces the starting current of an induction motor: the motor starts in star connection and, once it has come up to speed, is switched to delta. The kit uses air-break contactors and a timed changeover, controlled from a PLC.',
    'Students wire the power and control circuits, set the changeover time and see the interlocking that keeps the star and delta contactors from closing together.',
    'Construction follows our PLC application kits: powder-coated frame, acrylic panel, 24 V control signals and banana sockets.',
  ],
  keyFeatures: [
    'Air-break contactors',
    'Timed star-to-delta changeover',
    'PLC control of the starting sequence',
    'Powder-coated frame, acrylic panel, banana sockets, 24 V',
  ],
  specifications: [
    ['Starter type', 'Star-delta'],
    ['Switching', 'Air-break contactors'],
    ['Changeover', 'Timed, star to delta'],
    ['Construction', 'Powder-coated frame, acrylic panel'],
    ['Connections', 'Banana sockets, 24 V'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'VFD Control Kit', href: '/products/vfdkit' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
