import { FEAST_INSTALLATION_GUIDE, FEAST_SETUP, FEAST_TUTORIALS, ROBOANALYZER_REPORT_2024 } from '@site/schema';
import { expect, it } from 'vitest';
import type { ListedFile } from '../listed-file';
import { filesOf, slotsOf, totalBytes } from './offline-sets';

const listed = (path: string, size: number): ListedFile => ({ path, fileName: path, size, sha256: '', contentType: '', uploadedAt: '' });

it('keeps of a set only the files the server offers, and never a setup or a report', () => {
  const listing = [
    listed(FEAST_SETUP.path, 900),
    listed(FEAST_TUTORIALS[0]!.path, 10),
    listed(FEAST_TUTORIALS[3]!.path, 20),
    listed(ROBOANALYZER_REPORT_2024.path, 5),
  ];
  expect(filesOf('feast-tutorials', listing).map((file) => file.path)).toEqual([FEAST_TUTORIALS[0]!.path, FEAST_TUTORIALS[3]!.path]);
  expect(totalBytes(filesOf('feast-tutorials', listing))).toBe(30);
  expect(filesOf('feast-installation', listing)).toEqual([]);
  expect(slotsOf('feast-installation')).toEqual([FEAST_INSTALLATION_GUIDE]);
  expect(slotsOf('feast-tutorials')).toHaveLength(22);
});
