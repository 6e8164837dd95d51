import { type DownloadSlot, downloadSlot } from './download-slot.js';
import { FEAST_TUTORIALS, FEAST_USER_MANUAL_CHAPTERS, FEAST_VERIFICATION_PROBLEMS } from './feast-documents.js';

export const ROBOANALYZER_SETUP = downloadSlot('roboanalyzer/roboanalyzer-setup.zip', 'zip', 'RoboAnalyzer setup');
export const ROBOANALYZER_REPORT_2024 = downloadSlot('roboanalyzer/roc-2024-report.pdf', 'pdf', 'RoboAnalyzer Online Competition 2024 — report');
export const ROBOANALYZER_REPORT_2023 = downloadSlot('roboanalyzer/roc-2023-report.pdf', 'pdf', 'RoboAnalyzer Online Competition 2023 — report');
export const ROBOANALYZER_LICENCE_MANAGER = downloadSlot('roboanalyzer/licence-manager.zip', 'zip', 'Licence manager');
export const FEAST_SETUP = downloadSlot('feast/feast-2022-setup.zip', 'zip', 'FEAST 2022 setup');
export const FEAST_INSTALLATION_GUIDE = downloadSlot('feast/feast-installation-guide.pdf', 'pdf', 'FEAST installation guide', {
  offlineSet: 'feast-installation',
});

/** Every file slot of the /downloads page, in page order; the team uploads into these and nothing else. */
export const DOWNLOAD_SLOTS: readonly DownloadSlot[] = [
  ROBOANALYZER_SETUP,
  ROBOANALYZER_REPORT_2024,
  ROBOANALYZER_REPORT_2023,
  ROBOANALYZER_LICENCE_MANAGER,
  FEAST_SETUP,
  FEAST_INSTALLATION_GUIDE,
  ...FEAST_TUTORIALS,
  ...FEAST_VERIFICATION_PROBLEMS,
  ...FEAST_USER_MANUAL_CHAPTERS,
];

let slotsByPath: ReadonlyMap<string, DownloadSlot> | undefined;

/** The slot at a path relative to `/files/downloads/`, or undefined when the page links to no such file. */
export function findDownloadSlot(path: string): DownloadSlot | undefined {
  slotsByPath ??= new Map(DOWNLOAD_SLOTS.map((slot) => [slot.path, slot]));
  return slotsByPath.get(path);
}
