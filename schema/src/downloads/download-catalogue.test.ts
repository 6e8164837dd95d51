import { describe, expect, it } from 'vitest';
import { DOWNLOAD_SLOTS, FEAST_INSTALLATION_GUIDE, findDownloadSlot, ROBOANALYZER_SETUP } from './download-catalogue.js';
import { DOWNLOAD_FORMAT_TYPES, downloadHref } from './download-slot.js';
import { FEAST_TUTORIALS, FEAST_USER_MANUAL_CHAPTERS, FEAST_VERIFICATION_PROBLEMS } from './feast-documents.js';
import { DOWNLOAD_MAX_BYTES, DOWNLOAD_TOO_LARGE_MESSAGE } from './download-limits.js';

describe('download slot catalogue', () => {
  it('holds the four RoboAnalyzer files, the FEAST setup and guide, 22 tutorials, 79 problems and 9 chapters', () => {
    expect(DOWNLOAD_SLOTS).toHaveLength(4 + 2 + 22 + 79 + 9);
    expect(FEAST_TUTORIALS).toHaveLength(22);
    expect(FEAST_VERIFICATION_PROBLEMS.map((slot) => slot.number)).not.toContain('57');
    expect(FEAST_USER_MANUAL_CHAPTERS).toHaveLength(9);
  });

  it('gives every slot its own path, a file name that ends it, and an extension that is its format', () => {
    expect(new Set(DOWNLOAD_SLOTS.map((slot) => slot.path)).size).toBe(DOWNLOAD_SLOTS.length);
    for (const slot of DOWNLOAD_SLOTS) {
      expect(slot.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(zip|pdf)$/);
      expect(slot.path.endsWith(`/${slot.fileName}`)).toBe(true);
      expect(slot.fileName.endsWith(`.${slot.format}`)).toBe(true);
      expect(DOWNLOAD_FORMAT_TYPES[slot.format]).toMatch(/^application\//);
    }
  });

  it("keeps today's links", () => {
    expect(downloadHref(ROBOANALYZER_SETUP)).toBe('/files/downloads/roboanalyzer/roboanalyzer-setup.zip');
    expect(downloadHref(FEAST_TUTORIALS[0]!)).toBe('/files/downloads/feast/tutorials/tutorial-01.pdf');
    expect(downloadHref(FEAST_VERIFICATION_PROBLEMS.at(-1)!)).toBe('/files/downloads/feast/verification/problem-82.pdf');
    expect(downloadHref(FEAST_USER_MANUAL_CHAPTERS[8]!)).toBe('/files/downloads/feast/user-manual/chapter-09.pdf');
  });

  it('puts manuals in offline sets and setups in none', () => {
    const sets = (format: string) => new Set(DOWNLOAD_SLOTS.filter((slot) => slot.format === format).map((slot) => slot.offlineSet));
    expect(sets('zip')).toEqual(new Set([undefined]));
    expect(FEAST_INSTALLATION_GUIDE.offlineSet).toBe('feast-installation');
    expect(new Set(FEAST_TUTORIALS.map((slot) => slot.offlineSet))).toEqual(new Set(['feast-tutorials']));
    expect(new Set(FEAST_VERIFICATION_PROBLEMS.map((slot) => slot.offlineSet))).toEqual(new Set(['feast-verification']));
    expect(new Set(FEAST_USER_MANUAL_CHAPTERS.map((slot) => slot.offlineSet))).toEqual(new Set(['feast-user-manual']));
  });

  it('finds a slot by its path and nothing else', () => {
    expect(findDownloadSlot('feast/tutorials/tutorial-05.pdf')?.label).toMatch(/^Tutorial 05 — /);
    expect(findDownloadSlot('feast/verification/problem-57.pdf')).toBeUndefined();
    expect(findDownloadSlot('/feast/tutorials/tutorial-05.pdf')).toBeUndefined();
  });

  it('takes files up to 1 GiB and says so', () => {
    expect(DOWNLOAD_MAX_BYTES).toBe(1024 ** 3);
    expect(DOWNLOAD_TOO_LARGE_MESSAGE).toBe('A download must be 1 GB or smaller.');
  });
});
