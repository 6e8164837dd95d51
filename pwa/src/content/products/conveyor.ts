import image from '../images/products/conveyor.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'conveyor',
  title: productTitles.conveyor,
  summary: 'A PLC training kit with a 300 × 50 mm stepper-driven belt conveyor for learning material-handling control.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Small belt conveyor driven by a stepper motor on a training panel'),
      title: 'Conveyor control kit',
      description: 'A belt conveyor under PLC control.',
    },
  ],
  overview: [
    'Conveyors link the machines of a production line. This kit has a 300 × 50 mm belt driven by a stepper motor, so students can start, stop, reverse and index the belt from a PLC.',
    'It shares the construction of our PLC application kits: powder-coated frame, acrylic panel, 24 V signals and banana sockets.',
  ],
  keyFeatures: ['300 × 50 mm belt conveyor', 'Stepper motor drive', 'PLC control of the belt', 'Powder-coated frame, acrylic panel, banana sockets, 24 V'],
  specifications: [
    ['Belt size', '300 × 50 mm'],
    ['Drive', 'Stepper motor'],
    ['Construction', 'Powder-coated frame, acrylic panel'],
    ['Connections', 'Banana sockets, 24 V'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Stepper Motor Control Kit', href: '/products/steppermotor' },
    { label: 'Object Counter', href: '/products/objectcounter' },
  ],
};
