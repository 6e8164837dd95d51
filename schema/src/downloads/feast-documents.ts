import { FEAST_TUTORIAL_COUNT, FEAST_VERIFICATION_LAST_PROBLEM } from '../constants.js';
import { type DownloadSlot, downloadSlot } from './download-slot.js';

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** FEAST tutorials 01–22, by subject. */
const TUTORIAL_SUBJECTS = [
  'Static analysis of a cantilever beam',
  'Static analysis of a simply supported beam (point load)',
  'Static analysis of a simply supported beam (distributed load)',
  'Static analysis of a hanging plate',
  'Static analysis of a spring system',
  'Static analysis of a plane truss',
  'Static analysis of a space truss',
  'Free vibration analysis of a cantilever beam',
  'Free vibration analysis of a plate',
  'Buckling analysis of a column',
  'Transient response analysis of a beam',
  'Static analysis of a plate in bending',
  'Static analysis of a plate in plane stress',
  'Axisymmetric analysis of a pressure vessel',
  'Free vibration with a Craig–Bampton reduced model',
  'Buckling analysis of a cylindrical shell',
  'One-dimensional heat conduction',
  'Two-dimensional heat conduction',
  'Axisymmetric heat transfer analysis',
  'Heat transfer analysis with brick elements',
  'Transient heat transfer analysis',
  'Transient heat transfer with brick elements',
] as const;

export const FEAST_TUTORIALS: readonly DownloadSlot[] = TUTORIAL_SUBJECTS.slice(0, FEAST_TUTORIAL_COUNT).map((subject, index) => {
  const number = twoDigits(index + 1);
  return downloadSlot(`feast/tutorials/tutorial-${number}.pdf`, 'pdf', `Tutorial ${number} — ${subject}`, { offlineSet: 'feast-tutorials', number });
});

/** Problem numbers that the verification manual does not contain. */
export const FEAST_VERIFICATION_MISSING = [57, 60, 67] as const;

/**
 * The analysis family of each range of verification problems, in manual order.
 * The titles name the family only; each PDF states its problem in full.
 */
const VERIFICATION_FAMILIES: readonly (readonly [lastProblem: number, family: string])[] = [
  [8, 'Static analysis of a shell'],
  [16, 'Static analysis of a plate'],
  [24, 'Static analysis of a bar'],
  [30, 'Static analysis of a launch-vehicle part'],
  [42, 'Free vibration analysis'],
  [50, 'Buckling analysis'],
  [57, 'Shock response analysis'],
  [66, 'Frequency response analysis'],
  [76, 'Heat transfer analysis'],
  [79, 'Electrostatic analysis'],
  [FEAST_VERIFICATION_LAST_PROBLEM, 'Magnetostatic analysis'],
];

function verificationFamily(problem: number): string {
  const match = VERIFICATION_FAMILIES.find(([last]) => problem <= last);
  if (match === undefined) throw new Error(`No analysis family for problem ${problem}`);
  return match[1];
}

export const FEAST_VERIFICATION_PROBLEMS: readonly DownloadSlot[] = Array.from({ length: FEAST_VERIFICATION_LAST_PROBLEM }, (_, index) => index + 1)
  .filter((problem) => !(FEAST_VERIFICATION_MISSING as readonly number[]).includes(problem))
  .map((problem) => {
    const number = twoDigits(problem);
    return downloadSlot(`feast/verification/problem-${number}.pdf`, 'pdf', `Problem ${number} — ${verificationFamily(problem)}`, {
      offlineSet: 'feast-verification',
      number,
    });
  });

const USER_MANUAL_CHAPTERS = [
  'Introduction',
  'Cross-reference table',
  'Model data',
  'Boundary conditions data group',
  'Load data groups',
  'Property data groups',
  'List of nodes or elements',
  'List of element faces',
  'Specification of variable data',
] as const;

export const FEAST_USER_MANUAL_CHAPTERS: readonly DownloadSlot[] = USER_MANUAL_CHAPTERS.map((chapter, index) => {
  const number = twoDigits(index + 1);
  return downloadSlot(`feast/user-manual/chapter-${number}.pdf`, 'pdf', `Chapter ${number} — ${chapter}`, { offlineSet: 'feast-user-manual', number });
});
