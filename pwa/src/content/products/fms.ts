import image from '../images/products/fms.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'fms',
  title: productTitles.fms,
  summary:
    'A teaching system of eight modular stations under one PLC that takes a workpiece through feeding, drilling, inspection, sorting and robot handling.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Flexible manufacturing system: modular stations on a conveyor with a small robot arm'),
      title: 'Eight-station FMS',
      description: 'A complete production line in miniature, for teaching and training.',
    },
  ],
  overview: [
    'Our Flexible Manufacturing System (FMS) lets students and engineers work on a complete, automated production line. Eight modular stations run under a single PLC — Siemens, Mitsubishi, Allen-Bradley or Delta, as you prefer — with an HMI to operate and monitor the line.',
    'A workpiece is fed in on a VFD-driven conveyor, drilled, checked for the drilled hole and sorted by the inspection result. Further stations sort metal from non-metal parts and sort by colour, a Cartesian station handles parts, and a robot integration station completes the line.',
    'Each station can be studied on its own or run as part of the whole line, so the system suits both first lessons in sensors and actuators and advanced projects in sequencing and integration.',
  ],
  keyFeatures: [
    'Eight modular stations under one PLC with HMI',
    'Choice of PLC: Siemens, Mitsubishi, Allen-Bradley or Delta',
    'VFD feed conveyor, stepper conveyors and an indexing table',
    'Optical, laser and colour sensors',
    'Pneumatic, vacuum and magnetic grippers',
    '24 V DC 5/2 solenoid valves and a silent compressor',
  ],
  specifications: [
    [
      'Stations',
      '8: feeding, drilling, drill inspection, sorting by inspection, metal/non-metal sorting, colour sorting, Cartesian station, robot integration',
    ],
    ['Controller', 'PLC (Siemens, Mitsubishi, Allen-Bradley or Delta)'],
    ['Operator interface', 'HMI'],
    ['Conveyors', 'VFD-driven feed conveyor; stepper conveyors'],
    ['Handling', 'Indexing table, Cartesian station, robot'],
    ['Sensors', 'Optical, laser and colour sensors'],
    ['Grippers', 'Pneumatic, vacuum and magnetic'],
    ['Valves', '24 V DC 5/2 solenoid valves'],
    ['Air supply', 'Silent compressor'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Training calendar', href: '/training-calendar' },
    { label: 'Cartesian Robot', href: '/products/cartesian-robot' },
    { label: 'VFD Control Kit', href: '/products/vfdkit' },
  ],
};
