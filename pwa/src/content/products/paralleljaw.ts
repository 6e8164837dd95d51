import image from '../images/products/paralleljaw.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'paralleljaw',
  title: productTitles.paralleljaw,
  summary: 'SVR Grabo, a servo-electric parallel-jaw gripper: 5 kg payload, 70 mm stroke, 180 N grip force and 60 cycles per minute.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Servo-electric parallel-jaw gripper with two straight jaws'),
      title: 'SVR Grabo',
      description: 'Servo-electric gripping with force and position feedback.',
    },
  ],
  overview: [
    'SVR Grabo is our servo-electric parallel-jaw gripper. Its two jaws move in parallel under servo control, so grip force and jaw position can be set and read back by the robot program — no compressed air needed.',
    'The standard version carries a payload of 5 kg, with 1.2 kg and 10 kg options. It offers a 70 mm stroke, 180 N grip force and up to 60 cycles per minute, works from 0 to 40 °C and weighs 3.3 kg.',
    'EtherNet/IP, CANopen and EtherCAT interfaces connect it directly to robot controllers and PLCs.',
  ],
  keyFeatures: [
    'Payload 5 kg, with 1.2 kg and 10 kg options',
    'Stroke 70 mm and grip force 180 N',
    'Up to 60 cycles per minute',
    'Force and position feedback',
    'EtherNet/IP, CANopen and EtherCAT interfaces',
  ],
  specifications: [
    ['Type', 'Servo-electric parallel-jaw gripper'],
    ['Payload', '5 kg (options: 1.2 kg and 10 kg)'],
    ['Stroke', '70 mm'],
    ['Grip force', '180 N'],
    ['Cycle rate', '60 cycles per minute'],
    ['Operating temperature', '0 to 40 °C'],
    ['Mass', '3.3 kg'],
    ['Interfaces', 'EtherNet/IP, CANopen, EtherCAT'],
    ['Feedback', 'Force and position'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Servo Curvilinear-Jaw Gripper', href: '/products/curvilinearjaw' },
    { label: 'Cobot', href: '/products/cobot' },
  ],
};
