import image from '../images/products/rttoolbox.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'rttoolbox',
  title: productTitles.rttoolbox,
  summary: 'RT ToolBox, Mitsubishi’s PC software for programming, simulating and maintaining Mitsubishi industrial robots.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'RT ToolBox window with a robot program beside a 3D robot simulation'),
      title: 'RT ToolBox',
      description: 'Program and simulate the robot on a PC.',
    },
  ],
  overview: [
    'RT ToolBox is Mitsubishi’s software for its industrial robots. Robot programs can be written and edited on a PC and tried out in simulation before they run on the real robot, which saves time on the shop floor and makes it safer to test changes.',
    'RT ToolBox3 is one of the options for the SCARA and articulated robots we supply, and we can help you set it up as part of a robot project or training.',
  ],
  keyFeatures: [
    'Robot programming on a PC',
    'Simulation of programs before they run on the robot',
    'Safer testing of program changes away from the production cell',
    'For Mitsubishi industrial robots',
  ],
  specifications: [
    ['Publisher', 'Mitsubishi Electric'],
    ['Purpose', 'Robot programming and simulation'],
    ['Version', 'RT ToolBox3'],
  ],
  links: [
    { label: 'Ask about RT ToolBox', href: '/contact' },
    { label: 'SCARA Robot', href: '/products/scara-robot' },
    { label: 'Articulated Robot', href: '/products/articulated-robot' },
  ],
};
