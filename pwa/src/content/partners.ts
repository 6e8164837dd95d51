import type { Partner } from './types';

/** Partners and collaborations, drawn as neutral text wordmarks (not copies of their logos). */
export const partners: readonly Partner[] = [
  { name: 'BARC' },
  { name: 'IIT Delhi' },
  { name: 'ISRO' },
  { name: 'FEAST' },
  { name: 'Fanuc' },
  { name: 'Mitsubishi' },
  { name: 'RoboAnalyzer' },
  { name: 'MechAnalyzer' },
];
