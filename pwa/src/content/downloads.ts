import { feastTutorials, feastUserManualChapters, feastVerificationProblems } from './feast-documents';
import type { DownloadsManifest, SoftwareDownloads } from './types';

const FILES = '/files/downloads';

const trialLicence = { label: 'Request a trial licence', href: '/contact' } as const;

const roboAnalyzer: SoftwareDownloads = {
  key: 'roboanalyzer',
  name: 'RoboAnalyzer',
  intro: [
    '3D model-based robotics learning software from the Mechatronics Lab, IIT Delhi. RoboAnalyzer runs under a licence: ask for a trial licence, then follow the installation steps below.',
  ],
  productPage: '/products/roboanalyzer',
  trialLicence,
  files: [
    {
      label: 'RoboAnalyzer setup',
      href: `${FILES}/roboanalyzer/roboanalyzer-setup.zip`,
      format: 'zip',
      sizeText: '~54MB',
      note: '600MB disk space required',
    },
  ],
  reports: [
    {
      label: 'RoboAnalyzer Online Competition 2024 — report',
      href: `${FILES}/roboanalyzer/roc-2024-report.pdf`,
      format: 'pdf',
    },
    {
      label: 'RoboAnalyzer Online Competition 2023 — report',
      href: `${FILES}/roboanalyzer/roc-2023-report.pdf`,
      format: 'pdf',
    },
  ],
  installation: [
    {
      title: 'Single computer (non-Server licence)',
      steps: [
        { text: 'Request a trial licence through the enquiry form.', link: trialLicence },
        {
          text: 'Download the licence manager and run it on the computer to extract its machine ID.',
          link: { label: 'Licence manager', href: `${FILES}/roboanalyzer/licence-manager.zip` },
        },
        { text: 'Send us the machine ID; we return a licence file for that computer.' },
        { text: 'After receiving the licence, install it with the licence manager.' },
        { text: 'Extract the RoboAnalyzer setup zip and run the installer.' },
      ],
    },
    {
      title: 'Server/LAN licence',
      steps: [
        { text: 'Request a trial licence through the enquiry form.', link: trialLicence },
        {
          text: 'Download the licence manager and run it on the licence server to extract the server’s machine ID.',
          link: { label: 'Licence manager', href: `${FILES}/roboanalyzer/licence-manager.zip` },
        },
        { text: 'Send us the server’s machine ID; we return a network licence for it.' },
        { text: 'After receiving the licence, install it on the server with the licence manager.' },
        {
          text: 'Install RoboAnalyzer from the setup zip on each client computer of the LAN and point it to the licence server.',
        },
      ],
    },
  ],
};

const mechAnalyzer: SoftwareDownloads = {
  key: 'mechanalyzer',
  name: 'MechAnalyzer',
  intro: ['Mechanism analysis software from IIT Delhi. Ask for a trial licence through the enquiry form and we will send you the setup and licence.'],
  productPage: '/products/mechanalyzer',
  trialLicence,
  files: [],
  requirements: ['Windows 10 or later', '1.5 GHz processor', '512 MB RAM'],
};

const feast: SoftwareDownloads = {
  key: 'feast',
  name: 'FEAST',
  intro: [
    'Finite-element analysis software from ISRO’s Vikram Sarabhai Space Centre. Download the 2022 setup and the installation guide, then work through the tutorials, the verification manual and the user manual.',
  ],
  productPage: '/products/feast',
  files: [
    { label: 'FEAST 2022 setup', href: `${FILES}/feast/feast-2022-setup.zip`, format: 'zip' },
    {
      label: 'FEAST installation guide',
      href: `${FILES}/feast/feast-installation-guide.pdf`,
      format: 'pdf',
    },
  ],
  modals: [
    {
      key: 'tutorials',
      title: 'Tutorials',
      groups: [{ heading: 'Tutorials 01–22', documents: feastTutorials }],
    },
    {
      key: 'verification',
      title: 'Verification Manual',
      note: 'Problems 57, 60 and 67 are not part of the manual. Titles give each problem’s analysis family; the PDF states the problem in full.',
      groups: [{ heading: 'Problems 01–82', documents: feastVerificationProblems }],
    },
    {
      key: 'userManual',
      title: 'User Manual',
      groups: [
        { heading: 'Chapters 01–09', documents: feastUserManualChapters },
        { heading: 'Tutorials', documents: feastTutorials },
      ],
    },
  ],
};

/** Everything the /downloads page lists, in page order. */
export const downloadsManifest: DownloadsManifest = {
  software: [roboAnalyzer, mechAnalyzer, feast],
};
