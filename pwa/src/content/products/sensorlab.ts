import image from '../images/products/sensorlab.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'sensorlab',
  title: productTitles.sensorlab,
  summary: 'A sensor lab kit for learning, by experiment, how the sensors used in automation and robotics detect and measure.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Sensor lab kit laid out with sensor modules on a training board'),
      title: 'Sensor lab',
      description: 'The sensors of automation, one experiment at a time.',
    },
  ],
  overview: [
    'The sensor lab brings together the kinds of sensors used across our automation and robotics kits, so students can try each one on the bench before meeting it inside a machine.',
    'Experiments show how each sensor responds, how its signal is wired and read, and how to choose a sensor for a given task: detecting a part, measuring a distance, a level, a temperature or a force.',
    'The contents depend on the configuration ordered; the Kit Contents tab lists the sensor types the lab is built from.',
  ],
  keyFeatures: [
    'Hands-on experiments with the sensors used in automation',
    'Covers detection, distance, level, temperature, force and motion',
    'Teaches wiring and signal reading as well as the physics',
    'Prepares students for the sensors in our PLC and robotics kits',
  ],
  specifications: [
    ['Type', 'Sensor training kit'],
    ['Configuration', 'Sensor selection agreed with the customer'],
  ],
  kitContents: [
    'Proximity sensor',
    'Optical, laser and colour sensors',
    'IR and ultrasonic sensors',
    'Float level sensor',
    'LM35 temperature sensor',
    'Strain gauge and load cell',
    'IMU (motion sensor)',
  ],
  links: [
    { label: 'Ask for the kit list and a quotation', href: '/contact' },
    { label: 'Flexible Manufacturing System', href: '/products/fms' },
    { label: 'Sensorised Gripper', href: '/products/sensorizedgripper' },
  ],
};
