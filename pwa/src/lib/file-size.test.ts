import { MB } from '@site/schema';
import { expect, it } from 'vitest';
import { formatFileSize } from './file-size';

it('says megabytes to one decimal, kilobytes whole, and bytes below that', () => {
  expect(formatFileSize(54.24 * MB)).toBe('54.2 MB');
  expect(formatFileSize(MB)).toBe('1.0 MB');
  expect(formatFileSize(MB - 1)).toBe('1.0 MB');
  expect(formatFileSize(MB - 600)).toBe('1023 KB');
  expect(formatFileSize(319_488)).toBe('312 KB');
  expect(formatFileSize(870)).toBe('870 bytes');
});
