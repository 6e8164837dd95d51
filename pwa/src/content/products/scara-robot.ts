import image from '../images/products/scara-robot.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'scara-robot',
  title: productTitles['scara-robot'],
  summary: 'SCARA robots for fast single-plane pick-and-place and assembly, with payloads of 3–20 kg and reach of 350–1000 mm.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'SCARA robot with a horizontal two-link arm and vertical quill'),
      title: 'SCARA robot',
      description: 'Fast, rigid motion in one horizontal plane.',
    },
  ],
  overview: [
    'A SCARA robot moves quickly and precisely in a single horizontal plane, with a vertical axis to pick and place. That makes it a good fit for pick-and-place, small-part assembly, screw driving and packing.',
    'The range covers payloads of 3–20 kg and reach of 350–1000 mm. Options let the robot join your line the way the line already works: teaching pendants, parallel I/O, network cards for CC-Link, EtherNet/IP, PROFINET and EtherCAT, and a safety option.',
    'Programs can be written, simulated and maintained on a PC with RT ToolBox3.',
  ],
  keyFeatures: [
    'Fast single-plane motion for pick-and-place and assembly',
    'Payloads from 3 kg to 20 kg',
    'Reach from 350 mm to 1000 mm',
    'Network options: CC-Link, EtherNet/IP, PROFINET, EtherCAT',
    'Teaching pendant, parallel I/O and safety options',
    'Programming and simulation with RT ToolBox3',
  ],
  specifications: [
    ['Structure', 'Horizontal articulated (SCARA)'],
    ['Payload (range)', '3–20 kg'],
    ['Reach (range)', '350–1000 mm'],
    ['Network interface options', 'CC-Link, EtherNet/IP, PROFINET, EtherCAT'],
    ['I/O option', 'Parallel I/O'],
    ['Other options', 'Teaching pendants, safety option'],
    ['Software', 'RT ToolBox3'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'RT ToolBox Software', href: '/products/rttoolbox' },
    { label: 'Articulated Robot', href: '/products/articulated-robot' },
    { label: 'Cartesian Robot', href: '/products/cartesian-robot' },
  ],
};
