import image from '../images/products/curvilinearjaw.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'curvilinearjaw',
  title: productTitles.curvilinearjaw,
  summary: 'The curvilinear-jaw version of our SVR Grabo servo gripper, whose jaws swing through a 68° angular stroke.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Servo gripper with two curved jaws swinging open'),
      title: 'Curvilinear-jaw gripper',
      description: 'Angular jaw motion for wide openings.',
    },
  ],
  overview: [
    'This is the curvilinear-jaw version of SVR Grabo, our servo-electric gripper. Instead of sliding in parallel, its jaws swing along a curved path through an angular stroke of 68°, opening wide to approach a part and closing around it.',
    'It shares the servo drive of the parallel-jaw model: a 5 kg standard payload, force and position feedback, and EtherNet/IP, CANopen and EtherCAT interfaces.',
  ],
  keyFeatures: [
    'Curvilinear jaws with a 68° angular stroke',
    'Servo-electric drive with force and position feedback',
    'Same platform as the SVR Grabo parallel-jaw gripper',
    'EtherNet/IP, CANopen and EtherCAT interfaces',
  ],
  specifications: [
    ['Type', 'Servo-electric curvilinear-jaw gripper'],
    ['Angular stroke', '68°'],
    ['Payload', '5 kg (standard version)'],
    ['Interfaces', 'EtherNet/IP, CANopen, EtherCAT'],
    ['Feedback', 'Force and position'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Servo Parallel-Jaw Gripper', href: '/products/paralleljaw' },
    { label: 'Gripper Lab', href: '/products/gripperlab' },
  ],
};
