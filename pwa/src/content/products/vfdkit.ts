import image from '../images/products/vfdkit.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'vfdkit',
  title: productTitles.vfdkit,
  summary: 'A PLC training kit for controlling the speed, direction and run time of a 0.25 HP three-phase motor through a variable frequency drive.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'VFD training panel with drive, three-phase motor and control switches'),
      title: 'VFD control kit',
      description: 'Three-phase motor control, the way industry does it.',
    },
  ],
  overview: [
    'Variable frequency drives run most of the motors in modern industry. This kit pairs a VFD with a 0.25 HP three-phase motor so students can set speed, reverse direction and program timed runs, from a PLC or by hand.',
    'Auto and manual modes let each exercise start with direct operation of the drive and then move to full PLC control.',
    'The kit is built on a powder-coated frame with an acrylic panel, 24 V control signals and banana sockets for safe, quick wiring.',
  ],
  keyFeatures: [
    '0.25 HP three-phase induction motor',
    'VFD control of speed and direction',
    'Timed runs',
    'Auto and manual modes',
    'Powder-coated frame, acrylic panel, banana sockets, 24 V',
  ],
  specifications: [
    ['Motor', '0.25 HP, three-phase'],
    ['Drive', 'Variable frequency drive (VFD)'],
    ['Functions', 'Speed control, direction control, timed run'],
    ['Modes', 'Auto and manual'],
    ['Construction', 'Powder-coated frame, acrylic panel'],
    ['Connections', 'Banana sockets, 24 V'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Star-Delta Starter Kit', href: '/products/stardelta' },
    { label: 'Flexible Manufacturing System', href: '/products/fms' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
