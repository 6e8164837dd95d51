import { AWARDS_WON, AWARDS_WON_STEP, COMPLETED_PROJECTS, COMPLETED_PROJECTS_STEP } from '@site/schema';
import about1 from './images/about/about-1.svg';
import about2 from './images/about/about-2.svg';
import about3 from './images/about/about-3.svg';
import about4 from './images/about/about-4.svg';
import about5 from './images/about/about-5.svg';
import { aboutImage } from './image-refs';
import type { AboutCounter, FocusArea, ImageRef } from './types';

export const aboutParagraph =
  'SVR Robotics is a robotics and automation company based in Pune, Maharashtra. We design and build ' +
  'autonomous mobile robots and clean robots, deliver turnkey robotics and automation projects for ' +
  'industry, and equip schools and colleges with educational robotics and training kits. Our work is ' +
  'associated with VSSC/ISRO in Thiruvananthapuram, IIT Delhi and BARC in Mumbai, and we support ' +
  'engineering software such as RoboAnalyzer, MechAnalyzer and FEAST.';

/** The animated counters, shown with a '+' once they reach their target. */
export const aboutCounters: readonly AboutCounter[] = [
  { label: 'Completed Projects', target: COMPLETED_PROJECTS, step: COMPLETED_PROJECTS_STEP, suffix: '+' },
  { label: 'Awards Won', target: AWARDS_WON, step: AWARDS_WON_STEP, suffix: '+' },
];

export const focusAreas: readonly FocusArea[] = [
  {
    title: 'Industrial Automation Systems',
    description: 'Robots, grippers, flexible manufacturing systems and turnkey automation cells for industry.',
  },
  {
    title: 'Educational Robotics Kits',
    description: 'PLC trainers and robotics lab kits that let students learn by building and programming.',
  },
  {
    title: 'Custom AI Solutions',
    description: 'Autonomous mobile robots and intelligent automation tailored to a specific task.',
  },
  {
    title: 'Research & Development',
    description: 'In-house development of new robots, trainers and grippers, with leading research institutions.',
  },
];

/** The five pictures of the About Us fading carousel. */
export const aboutImages: readonly ImageRef[] = [
  aboutImage(about1, 'Engineers assembling a robot arm in the SVR Robotics workshop'),
  aboutImage(about2, 'Students programming a robotics kit in a school lab'),
  aboutImage(about3, 'Autonomous mobile robot moving through a factory aisle'),
  aboutImage(about4, 'PLC training panels lined up in a college laboratory'),
  aboutImage(about5, 'Team reviewing a robot design on screen'),
];
