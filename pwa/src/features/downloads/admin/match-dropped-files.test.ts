import { DOWNLOAD_MAX_BYTES, DOWNLOAD_SLOTS, DOWNLOAD_TOO_LARGE_MESSAGE, DOWNLOAD_WRONG_TYPE_MESSAGES, FEAST_SETUP, FEAST_TUTORIALS } from '@site/schema';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_ADMIN_MESSAGES as M } from './download-admin-messages';
import { matchDroppedFiles } from './match-dropped-files';

function file(name: string, size = 10): File {
  const dropped = new File(['x'], name);
  Object.defineProperty(dropped, 'size', { value: size });
  return dropped;
}

const names = (files: readonly { file: File }[]) => files.map((entry) => entry.file.name);

describe('matching dropped files to slots', () => {
  it('fills each slot whose file name a file has, whatever the case', () => {
    const plan = matchDroppedFiles([file('tutorial-05.pdf'), file('FEAST-2022-SETUP.ZIP')], DOWNLOAD_SLOTS);
    expect(plan.refused).toEqual([]);
    expect(plan.matched.map((entry) => entry.slot)).toEqual([FEAST_TUTORIALS[4], FEAST_SETUP]);
  });

  it('says why a file was not matched: no such name, the wrong type, too large, or its name twice', () => {
    const plan = matchDroppedFiles(
      [
        file('tutorial-5.pdf'),
        file('tutorial-06.zip'),
        file('notes'),
        file('feast-2022-setup.zip', DOWNLOAD_MAX_BYTES + 1),
        file('chapter-01.pdf'),
        file('Chapter-01.pdf'),
      ],
      DOWNLOAD_SLOTS,
    );
    expect(names(plan.matched)).toEqual(['chapter-01.pdf']);
    expect(plan.refused.map(({ file, reason }) => [file.name, reason])).toEqual([
      ['tutorial-5.pdf', M.noSlot],
      ['tutorial-06.zip', DOWNLOAD_WRONG_TYPE_MESSAGES.pdf],
      ['notes', M.noSlot],
      ['feast-2022-setup.zip', DOWNLOAD_TOO_LARGE_MESSAGE],
      ['Chapter-01.pdf', M.sameNameTwice],
    ]);
  });

  it('can tell every slot apart by its file name alone', () => {
    const stems = DOWNLOAD_SLOTS.map((slot) => slot.fileName.replace(/\.[a-z]+$/, ''));
    expect(new Set(stems).size).toBe(DOWNLOAD_SLOTS.length);
  });
});
