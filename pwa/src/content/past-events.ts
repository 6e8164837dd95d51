import { sceneGallery } from './event-scenes';
import type { FeedbackSection, PastEvent } from './types';

/** The first section of /events: the feedback forms (built by the events screen). */
export const feedbackSection: FeedbackSection = {
  id: 'newproductdevelopment',
  title: 'Feedbacks',
  intro: [
    'Attended one of our presentations, workshops or training programmes? Your feedback helps us improve our sessions and shape the products we develop next.',
    'Presentation feedback comes first, followed by event feedback. Each form takes only a few minutes.',
  ],
};

/**
 * The past events of /events, in Events-menu order. The menu's 'expo' anchor is
 * the same event as 'expo2025'; it is an alias of that section, placed where
 * 'expo' first appears in the menu.
 */
export const pastEvents: readonly PastEvent[] = [
  {
    id: 'expo2025',
    anchorAliases: ['expo'],
    title: 'Automation Expo South 2025',
    dateText: '2025',
    location: 'Chennai',
    summary: [
      'SVR Robotics exhibited at Automation Expo South 2025 in Chennai, a regional exhibition of industrial automation.',
      'At our stall, visitors met the team, saw our products and talked through automation projects and laboratory set-ups.',
    ],
    gallery: sceneGallery('expo', ['Our stall at Automation Expo South 2025', 'Meeting visitors at the stall', 'Products on display in Chennai']),
  },
  {
    id: 'roc2025',
    title: 'RoboAnalyzer Online Competition 2025 (ROC-2025)',
    dateText: '2025',
    location: 'Online',
    summary: [
      'ROC-2025 is the 2025 edition of the yearly online competition built around RoboAnalyzer, the robotics learning software from IIT Delhi.',
      'Participants solve robotics tasks with RoboAnalyzer and submit their work online, so students can take part from wherever they study.',
    ],
    gallery: sceneGallery('competition', [
      'Working on a robot model in RoboAnalyzer',
      'Participants preparing their entries',
      'Announcing the ROC-2025 results',
    ]),
  },
  {
    id: 'nafed2025',
    title: 'NAFED 2025',
    dateText: '2025',
    location: 'IIT Hyderabad',
    summary: [
      'NAFED 2025, held at IIT Hyderabad, brought together people working in finite-element analysis and design.',
      'Our participation centred on FEAST, the finite-element software of ISRO’s Vikram Sarabhai Space Centre, whose setup and manuals are on our Downloads page.',
    ],
    gallery: sceneGallery('conference', ['A session at NAFED 2025', 'Delegates at IIT Hyderabad', 'Discussing finite-element analysis with FEAST']),
  },
  {
    id: 'roc2024',
    title: 'RoboAnalyzer Online Competition 2024 (ROC-2024)',
    dateText: '1 July – 10 November 2024',
    location: 'Online',
    summary: [
      'ROC-2024 ran online from 1 July to 10 November 2024. Participants used RoboAnalyzer to work through robotics tasks and submitted their solutions online.',
      'The ROC-2024 report is available on the Downloads page.',
    ],
    gallery: sceneGallery('competition', ['A RoboAnalyzer model during ROC-2024', 'ROC-2024 participants at work', 'ROC-2024 results']),
  },
  {
    id: 'roc2023',
    title: 'RoboAnalyzer Online Competition 2023 (ROC-2023)',
    dateText: '1 June – 30 September 2023',
    location: 'Online',
    summary: [
      'ROC-2023 ran online from 1 June to 30 September 2023, with participants solving robotics tasks in RoboAnalyzer.',
      'The ROC-2023 report is available on the Downloads page.',
    ],
    gallery: sceneGallery('competition', ['A RoboAnalyzer model during ROC-2023', 'ROC-2023 participants at work', 'ROC-2023 results']),
  },
  {
    id: 'nafed2019',
    title: 'NAFED 2019',
    dateText: '2019',
    location: 'Mumbai',
    summary: [
      'NAFED 2019 was a developers’ and users’ meet held in Mumbai, where developers and users of finite-element software exchanged experience and ideas.',
    ],
    gallery: sceneGallery('conference', ['A presentation at NAFED 2019', 'Developers and users in session in Mumbai', 'Discussions between sessions']),
  },
  {
    id: 'nafed2018',
    title: 'NAFED 2018',
    dateText: '2018',
    location: 'Chennai',
    summary: ['NAFED 2018 took place in Chennai, bringing together the community working on finite-element analysis and design.'],
    gallery: sceneGallery('conference', ['A presentation at NAFED 2018', 'Delegates in Chennai', 'Discussions between sessions']),
  },
  {
    id: 'aicte',
    title: 'AICTE Training Programme on Robotics',
    summary: [
      'An AICTE training programme on robotics in nuclear, defence, security and space science.',
      'The programme looked at how robots are used where tasks are hazardous, remote or demand high precision, and what engineers and educators need to know to apply them.',
    ],
    gallery: sceneGallery('training', ['A session of the AICTE training programme', 'Participants at the programme', 'Hands-on time with robotic equipment']),
  },
  {
    id: 'jjmagdum',
    title: 'Two-Day Robotics Workshop, J. J. Magdum College of Engineering',
    location: 'J. J. Magdum College of Engineering',
    summary: [
      'A two-day, hands-on robotics workshop for engineering students.',
      'Participants worked with our line follower, biped and SCARA kits, building, programming and testing robots over the two days.',
    ],
    gallery: sceneGallery('workshop', [
      'Students assembling robot kits',
      'Guiding participants through the kits',
      'Testing the robots built during the workshop',
    ]),
  },
  {
    id: 'jorhat',
    title: 'Two-Day Robotics Workshop, Jorhat',
    location: 'Jorhat, Assam',
    summary: [
      'A two-day robotics workshop at a science and technology institute in Jorhat, giving students hands-on experience of building and programming robots.',
    ],
    gallery: sceneGallery('workshop', ['Students at work during the Jorhat workshop', 'Programming a robot kit', 'Robots built by the participants']),
  },
];
