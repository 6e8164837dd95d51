import { describe, expect, it } from 'vitest';
import {
  FILE_EMPTY_MESSAGE,
  type FileRule,
  hasType,
  isFileInfo,
  isImage,
  isNonEmptyFile,
  isPdf,
  mediaType,
  megabytes,
  optionalFileError,
  requiredFileError,
} from './file-info.js';

const file = (type: string, size = 1000, name = 'f') => ({ name, type, size });
const rule: FileRule = { types: ['application/pdf'], maxBytes: 100, typeMessage: 'type', sizeMessage: 'size' };

describe('isFileInfo', () => {
  it.each([
    [file('application/pdf'), true],
    [file('', 0), true],
    [{ name: 'a', type: 'x', size: -1 }, false],
    [{ name: 'a', type: 'x', size: Number.NaN }, false],
    [{ name: 'a', type: 'x', size: '10' }, false],
    [{ name: 'a', size: 10 }, false],
    ['a.pdf', false],
    [null, false],
  ])('%j is a file: %s', (value, ok) => {
    expect(isFileInfo(value)).toBe(ok);
  });

  it('counts an empty file as no file', () => {
    expect(isNonEmptyFile(file('application/pdf', 0))).toBe(false);
    expect(isNonEmptyFile(file('application/pdf', 1))).toBe(true);
  });
});

describe('types', () => {
  it('reads the media type without parameters or case', () => {
    expect(mediaType(file(' Application/PDF; charset=binary'))).toBe('application/pdf');
  });

  it('tells a PDF from an image by the declared type, not the name', () => {
    expect(isPdf(file('application/pdf', 1, 'photo.png'))).toBe(true);
    expect(isPdf(file('image/png', 1, 'resume.pdf'))).toBe(false);
    expect(isImage(file('image/png', 1, 'resume.pdf'))).toBe(true);
    expect(isImage(file('application/pdf', 1, 'photo.png'))).toBe(false);
  });

  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/jpg', true],
    ['image/gif', true],
    ['image/webp', true],
    ['image/svg+xml', false],
    ['text/html', false],
    ['', false],
  ])('%j is an image: %s', (type, ok) => {
    expect(isImage(file(type))).toBe(ok);
  });

  it('treats image/jpg as image/jpeg', () => {
    expect(hasType(file('image/jpg'), ['image/jpeg'])).toBe(true);
  });
});

describe('optionalFileError', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    [file('application/pdf', 100), undefined],
    [file('application/pdf', 101), 'size'],
    [file('application/pdf', 0), FILE_EMPTY_MESSAGE],
    [file('image/png', 1), 'type'],
    ['resume.pdf', 'type'],
  ])('%j gives %j', (value, message) => {
    expect(optionalFileError(value, rule)).toBe(message);
  });
});

describe('requiredFileError', () => {
  it.each([
    [undefined, 'missing'],
    ['resume.pdf', 'missing'],
    [file('application/pdf', 0), 'missing'],
    [file('image/png', 1), 'type'],
    [file('application/pdf', 101), 'size'],
    [file('application/pdf', 100), undefined],
  ])('%j gives %j', (value, message) => {
    expect(requiredFileError(value, rule, 'missing')).toBe(message);
  });
});

describe('megabytes', () => {
  it('writes whole and fractional megabytes', () => {
    expect(megabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
