import image from '../images/products/mechanalyzer.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'mechanalyzer',
  title: productTitles.mechanalyzer,
  summary: 'MechAnalyzer, software from IIT Delhi for learning the kinematics and statics of about ten common mechanisms.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'MechAnalyzer window showing a four-bar mechanism and its coupler curve'),
      title: 'MechAnalyzer',
      description: 'Theory of machines, brought to life.',
    },
  ],
  overview: [
    'MechAnalyzer, developed at IIT Delhi, helps students understand mechanisms by watching them move. It includes about ten mechanisms and analyses their kinematics, showing coupler curves and velocity and acceleration diagrams.',
    'It also covers cam-follower profiles, instantaneous centres, static force analysis and gears — much of a theory-of-machines course in one tool.',
    'MechAnalyzer runs on Windows 10 or later with a 1.5 GHz processor and 512 MB of RAM. A trial licence is available on enquiry.',
  ],
  keyFeatures: [
    'About ten built-in mechanisms',
    'Kinematic analysis with coupler curves',
    'Velocity and acceleration diagrams',
    'Cam-follower profiles and instantaneous centres',
    'Static force analysis and gears',
  ],
  specifications: [
    ['Developed at', 'IIT Delhi'],
    ['Mechanisms', 'About 10'],
    ['Operating system', 'Windows 10 or later'],
    ['Processor', '1.5 GHz'],
    ['Memory', '512 MB RAM'],
    ['Licence', 'Trial licence on enquiry'],
  ],
  links: [
    { label: 'Downloads', href: '/downloads' },
    { label: 'Ask for a trial licence', href: '/contact' },
    { label: 'RoboAnalyzer', href: '/products/roboanalyzer' },
  ],
  cta: { label: 'Get MechAnalyzer', href: '/downloads' },
};
