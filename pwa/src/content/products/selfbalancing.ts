import image from '../images/products/selfbalancing.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'selfbalancing',
  title: productTitles.selfbalancing,
  summary: 'A two-wheeled Arduino UNO robot that keeps itself upright with an IMU and PID control.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'Upright two-wheeled self-balancing robot'),
      title: 'Self-balancing robot',
      description: 'Feedback control you can see.',
    },
  ],
  overview: [
    'The self-balancing robot stands on two wheels like an inverted pendulum. An IMU measures its tilt, and a PID loop running on an Arduino UNO drives the wheels to keep it upright.',
    'It is an engaging way to learn feedback control: students tune the PID gains and watch immediately how the robot responds. The robot measures 160 × 64 × 147 mm and runs on an 11.1 V, 2200 mAh battery.',
  ],
  keyFeatures: ['Arduino UNO controller', 'IMU tilt sensing', 'PID balance control', '11.1 V, 2200 mAh battery'],
  specifications: [
    ['Dimensions', '160 × 64 × 147 mm'],
    ['Controller', 'Arduino UNO'],
    ['Sensing', 'IMU'],
    ['Control', 'PID'],
    ['Battery', '11.1 V, 2200 mAh'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Bipedal Robot', href: '/products/bipedal' },
    { label: 'Line Follower Robot', href: '/products/linefollower' },
  ],
};
