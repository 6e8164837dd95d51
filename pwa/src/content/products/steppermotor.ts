import image from '../images/products/steppermotor.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'steppermotor',
  title: productTitles.steppermotor,
  summary: 'A PLC training kit for controlling the speed, direction and run time of a NEMA 17 stepper motor.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Stepper motor training panel with NEMA 17 motor and driver'),
      title: 'Stepper motor control kit',
      description: 'Precise motion, one step at a time.',
    },
  ],
  overview: [
    'Stepper motors turn in precise steps, which makes them the motor of choice for positioning. With this kit students control a NEMA 17 stepper from a PLC: its speed, its direction and timed runs.',
    'It is built on a powder-coated frame with an acrylic panel, 24 V signals and banana sockets, like all our PLC application kits.',
  ],
  keyFeatures: ['NEMA 17 stepper motor', 'Speed and direction control', 'Timed runs', 'Powder-coated frame, acrylic panel, banana sockets, 24 V'],
  specifications: [
    ['Motor', 'NEMA 17 stepper'],
    ['Functions', 'Speed control, direction control, timed run'],
    ['Construction', 'Powder-coated frame, acrylic panel'],
    ['Connections', 'Banana sockets, 24 V'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Conveyor Control Kit', href: '/products/conveyor' },
    { label: 'Elevator Kit', href: '/products/elevator' },
  ],
};
