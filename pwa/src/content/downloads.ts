import {
  type DownloadSlot,
  downloadHref,
  FEAST_INSTALLATION_GUIDE,
  FEAST_SETUP,
  ROBOANALYZER_LICENCE_MANAGER,
  ROBOANALYZER_REPORT_2023,
  ROBOANALYZER_REPORT_2024,
  ROBOANALYZER_SETUP,
} from '@site/schema';
import { feastTutorials, feastUserManualChapters, feastVerificationProblems } from './feast-documents';
import type { DownloadFile, DownloadsManifest, LinkRef, SoftwareDownloads } from './types';

/** A file of the slot catalogue as the page lists it, with what the page adds (an approximate size, a note). */
function fileOf(slot: DownloadSlot, extra: Pick<DownloadFile, 'sizeText' | 'note'> = {}): DownloadFile {
  return { label: slot.label, href: downloadHref(slot), format: slot.format, ...extra };
}

function linkTo(slot: DownloadSlot): LinkRef {
  return { label: slot.label, href: downloadHref(slot) };
}

const trialLicence = { label: 'Request a trial licence', href: '/contact' } as const;

const roboAnalyzer: SoftwareDownloads = {
  key: 'roboanalyzer',
  name: 'RoboAnalyzer',
  intro: [
    '3D model-based robotics learning software from the Mechatronics Lab, IIT Delhi. RoboAnalyzer runs under a licence: ask for a trial licence, then follow the installation steps below.',
  ],
  productPage: '/products/roboanalyzer',
  trialLicence,
  files: [fileOf(ROBOANALYZER_SETUP, { sizeText: '~54MB', note: '600MB disk space required' })],
  reports: [fileOf(ROBOANALYZER_REPORT_2024), fileOf(ROBOANALYZER_REPORT_2023)],
  installation: [
    {
      title: 'Single computer (non-Server licence)',
      steps: [
        { text: 'Request a trial licence through the enquiry form.', link: trialLicence },
        {
          text: 'Download the licence manager and run it on the computer to extract its machine ID.',
          link: linkTo(ROBOANALYZER_LICENCE_MANAGER),
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
          link: linkTo(ROBOANALYZER_LICENCE_MANAGER),
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
  files: [fileOf(FEAST_SETUP), fileOf(FEAST_INSTALLATION_GUIDE)],
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
  offlineSets: ['feast-tutorials', 'feast-verification', 'feast-user-manual', 'feast-installation'],
};

/** Everything the /downloads page lists, in page order. */
export const downloadsManifest: DownloadsManifest = {
  software: [roboAnalyzer, mechAnalyzer, feast],
};
