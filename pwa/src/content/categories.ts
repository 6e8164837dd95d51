import { productImage } from './image-refs';
import { productIllustrations as img } from './product-illustrations';
import type { ProductCategoryCard } from './types';

/** The nine cards of the home page's 'Our Products' carousel, in order. */
export const productCategories: readonly ProductCategoryCard[] = [
  {
    key: 'robot',
    image: productImage(img['articulated-robot'], 'Six-axis articulated industrial robot arm'),
    title: 'Robot',
    description: 'Articulated, collaborative, SCARA and Cartesian robots for assembly, welding, material handling and machine tending.',
  },
  {
    key: 'fms',
    image: productImage(img.fms, 'Flexible manufacturing system with modular stations and conveyors'),
    title: 'FMS',
    description: 'An eight-station flexible manufacturing system under one PLC, for learning production automation from feeding to robot handling.',
  },
  {
    key: 'svr-innovation',
    image: productImage(img.bottlefilling, 'Bottle filling plant model with conveyor and filling nozzle'),
    title: 'SVR Innovation',
    description: 'Trainers designed in-house: electro-hydraulic and electro-pneumatic systems, an elevator kit, a bottle filling plant and a Stewart platform.',
  },
  {
    key: 'grippers',
    image: productImage(img['3jaw'], 'Pneumatic three-jaw concentric gripper'),
    title: 'Grippers',
    description: 'Pneumatic, vacuum, magnetic, sensorised and servo-electric grippers for robots and automated machines.',
  },
  {
    key: 'plc-application',
    image: productImage(img.vfdkit, 'PLC training panel with a variable frequency drive and motor'),
    title: 'PLC Application',
    description:
      'Seven PLC training kits — VFD, elevator, stepper motor, water level, conveyor, star-delta and temperature control — on a common 24 V platform.',
  },
  {
    key: 'school-robotic-lab',
    image: productImage(img.linefollower, 'Line follower robot on a track'),
    title: 'School Robotic Lab',
    description: 'Arduino-based robots and projects for school and college labs, from a digital dice to a walking bipedal robot.',
  },
  {
    key: 'software',
    image: productImage(img.feast, 'Finite-element mesh with a stress contour plot'),
    title: 'Software',
    description: 'RoboAnalyzer, MechAnalyzer, FEAST and RT ToolBox for robotics, mechanisms, finite-element analysis and robot programming.',
  },
  {
    key: 'roboanalyzer',
    image: productImage(img.roboanalyzer, 'RoboAnalyzer 3D robot model with its end-effector trace'),
    title: 'RoboAnalyzer',
    description: '3D model-based software from IIT Delhi for learning robot kinematics and dynamics.',
    redirectTo: '/products/roboanalyzer',
  },
  {
    key: 'mechanalyzer',
    image: productImage(img.mechanalyzer, 'MechAnalyzer four-bar mechanism with its coupler curve'),
    title: 'MechAnalyzer',
    description: 'Software from IIT Delhi for studying the kinematics and statics of common mechanisms.',
    redirectTo: '/products/mechanalyzer',
  },
];
