import image from '../images/products/roboanalyzer.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'roboanalyzer',
  title: productTitles.roboanalyzer,
  summary: 'RoboAnalyzer, 3D model-based software from the Mechatronics Lab at IIT Delhi for learning robot kinematics and dynamics.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'RoboAnalyzer window showing a 3D robot model with its end-effector trace'),
      title: 'RoboAnalyzer',
      description: 'Robotics concepts, seen in 3D.',
    },
  ],
  overview: [
    'RoboAnalyzer is 3D model-based software for teaching and learning robotics, developed at the Mechatronics Lab of IIT Delhi. Students define a robot by its Denavit–Hartenberg (DH) parameters and immediately see it as a 3D model.',
    'It covers forward and inverse kinematics, and inverse and forward dynamics. Motions are animated with a trace of the end-effector path, and joint and Cartesian quantities can be plotted. The virtual robot module contains CAD models of industrial robots, so the same exercises can be run on familiar arms.',
    'The setup is about 54 MB and needs 600 MB of disk space. A trial licence is available on enquiry. The yearly RoboAnalyzer-based Online Competition (ROC) is featured on our Events page.',
  ],
  keyFeatures: [
    'Robot definition by DH parameters with a live 3D model',
    'Forward and inverse kinematics',
    'Inverse and forward dynamics',
    'Animation with end-effector trace, and plots',
    'Virtual robot module with CAD models of industrial robots',
  ],
  specifications: [
    ['Developed at', 'Mechatronics Lab, IIT Delhi'],
    ['Subject', 'Robot kinematics and dynamics'],
    ['Setup download', 'About 54 MB (zip)'],
    ['Disk space', '600 MB'],
    ['Licence', 'Trial licence on enquiry'],
  ],
  links: [
    { label: 'Downloads and installation steps', href: '/downloads' },
    { label: 'Ask for a trial licence', href: '/contact' },
    { label: 'RoboAnalyzer Online Competition', href: '/events#roc2025' },
    { label: 'MechAnalyzer', href: '/products/mechanalyzer' },
  ],
  cta: { label: 'Get RoboAnalyzer', href: '/downloads' },
};
