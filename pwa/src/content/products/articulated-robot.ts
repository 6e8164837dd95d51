import image from '../images/products/articulated-robot.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'articulated-robot',
  title: productTitles['articulated-robot'],
  summary: 'Six-axis articulated robots for assembly, welding, material handling and machine tending, with payloads of 3–80 kg and reach of 504–2100 mm.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Six-axis articulated industrial robot arm with its controller and teach pendant'),
      title: 'Industrial articulated robot',
      description: 'Supplied as robot, teach pendant and controller, or as a complete cell.',
    },
  ],
  overview: [
    'Our articulated robots handle assembly, welding, material handling and machine tending. The range spans payloads of 3–80 kg and reach of 504–2100 mm, so the arm can be matched to the part, the fixture and the cell layout.',
    'We supply the robot with its teach pendant and controller, or engineer a complete cell around your process, from layout and tooling to integration with the machines it serves.',
    'The specification table shows one example from the range: a six-axis vertical articulated arm of the Mitsubishi RV-8CRL class.',
  ],
  keyFeatures: [
    'Payloads from 3 kg to 80 kg across the range',
    'Reach from 504 mm to 2100 mm',
    'Six axes for full position and orientation of the tool',
    'AC servo drives with absolute encoders',
    'IP65 oil-mist protection on the example model',
    'Floor or ceiling mounting',
    'Available as robot, teach pendant, controller or complete cell',
  ],
  specifications: [
    ['Payload (range)', '3–80 kg'],
    ['Reach (range)', '504–2100 mm'],
    ['Example model', 'Mitsubishi RV-8CRL class'],
    ['Structure', 'Vertical articulated, 6 axes'],
    ['Protection', 'IP65 (oil mist)'],
    ['Mounting', 'Floor or ceiling'],
    ['Drive system', 'AC servo motors with absolute encoders'],
    ['Rated load / maximum load', '7 kg / 8 kg'],
    ['Reach radius', '931 mm'],
    ['J1 operating range', '±170°'],
    ['Maximum composite speed', '10,500 mm/s'],
    ['Ambient temperature', '0–40 °C'],
    ['Mass', '41 kg'],
    ['Controller', 'CR800-D'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'RT ToolBox Software', href: '/products/rttoolbox' },
    { label: 'Cobot', href: '/products/cobot' },
    { label: 'SCARA Robot', href: '/products/scara-robot' },
    { label: 'Training calendar', href: '/training-calendar' },
  ],
};
