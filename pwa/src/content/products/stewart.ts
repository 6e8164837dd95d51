import image from '../images/products/stewart.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'stewart',
  title: productTitles.stewart,
  summary: 'A six-actuator Stewart platform (hexapod) for studying parallel-mechanism kinematics and motion control.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Stewart platform: a top plate carried by six linear actuators'),
      title: 'Stewart platform',
      description: 'Six actuators, one moving platform.',
    },
  ],
  overview: [
    'A Stewart platform is a parallel mechanism: six actuators connect a fixed base to a moving top plate. By changing the length of each actuator together, the plate can be moved and tilted in all six degrees of freedom.',
    'The hexapod is a practical way to study parallel kinematics, coordinated motion control and the principles behind motion simulators and precision positioning stages.',
  ],
  keyFeatures: [
    'Six-actuator hexapod design',
    'Movement of the top plate in six degrees of freedom',
    'Hands-on study of parallel-mechanism kinematics',
    'Coordinated control of several actuators',
  ],
  specifications: [
    ['Type', 'Stewart platform (hexapod)'],
    ['Actuators', '6'],
    ['Degrees of freedom', '6'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'MechAnalyzer', href: '/products/mechanalyzer' },
    { label: 'RoboAnalyzer', href: '/products/roboanalyzer' },
  ],
};
