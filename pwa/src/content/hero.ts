import hero1 from './images/hero/hero-1.svg';
import hero2 from './images/hero/hero-2.svg';
import hero3 from './images/hero/hero-3.svg';
import hero4 from './images/hero/hero-4.svg';
import hero5 from './images/hero/hero-5.svg';
import { heroImage } from './image-refs';
import { site } from './site';
import type { HeroSlide, ImageRef } from './types';

/** The five text slides shown over the hero carousel, in order. */
export const heroSlides: readonly HeroSlide[] = [
  {
    title: site.companyName,
    desc: 'Autonomous mobile robots, clean robots and turnkey automation, designed and built in Pune.',
    info1: 'Industrial robots, grippers and automation cells',
    info2: 'Educational robotics for schools and colleges',
  },
  {
    title: 'Empowering Automation',
    desc: 'From PLC training kits to an eight-station flexible manufacturing system, we help industry and institutions put automation to work.',
    info1: 'PLC, SCADA and IoT trainers',
    info2: 'Articulated, collaborative, SCARA and Cartesian robots',
  },
  {
    title: 'Innovation at Work',
    desc: 'Trainers and tools designed in-house: electro-hydraulic and electro-pneumatic systems, a Stewart platform, a bottle filling plant and the SVR Grabo servo gripper.',
    info1: 'Associated with VSSC/ISRO, IIT Delhi and BARC',
    info2: 'Hands-on workshops and training programmes',
  },
  {
    title: 'Signature Software: RoboAnalyzer',
    desc: '3D model-based robotics learning software from the Mechatronics Lab, IIT Delhi.',
    info1: 'Kinematics, dynamics and a virtual robot module',
    info2: 'Trial licence on enquiry',
  },
  {
    title: 'Signature Software: MechAnalyzer',
    desc: 'Mechanism analysis software from IIT Delhi for theory-of-machines teaching.',
    info1: 'Coupler curves, velocity and acceleration diagrams',
    info2: 'Cam profiles, instantaneous centres and gears',
  },
];

/** The five full-screen background images of the hero carousel. */
export const heroBackgrounds: readonly ImageRef[] = [
  heroImage(hero1, 'Industrial robot arms at work on an automated production line'),
  heroImage(hero2, 'Automation control panel with PLC, drives and conveyor'),
  heroImage(hero3, 'Engineers developing a robot in a workshop'),
  heroImage(hero4, 'Robot arm model with its motion path traced in 3D'),
  heroImage(hero5, 'Linkage mechanism with its coupler curve'),
];
