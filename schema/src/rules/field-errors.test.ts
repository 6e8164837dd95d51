import { describe, expect, it } from 'vitest';
import { firstError, hasErrors, isBlank, isEmail, isUrl, requireText, text } from './field-errors.js';

describe('text and isBlank', () => {
  it.each([
    ['  a b  ', 'a b'],
    ['', ''],
    [undefined, ''],
    [null, ''],
    [42, ''],
    [['a'], ''],
  ])('text(%j) is %j', (value, expected) => {
    expect(text(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [undefined, true],
    [0, true],
    [' x ', false],
  ])('isBlank(%j) is %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('requireText', () => {
  it('marks each blank field and keeps an error already there', () => {
    const errors: Partial<Record<'a' | 'b' | 'c', string>> = { b: 'earlier' };
    requireText(errors, { a: ' ', b: '', c: 'ok' }, ['a', 'b', 'c'], 'required');
    expect(errors).toEqual({ a: 'required', b: 'earlier' });
  });
});

describe('firstError and hasErrors', () => {
  it('gives the first message in check order', () => {
    expect(firstError({ title: 'one', date: 'two' })).toBe('one');
    expect(firstError({})).toBeUndefined();
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ x: 'y' })).toBe(true);
  });
});

describe('isEmail', () => {
  it.each([
    ['a@b.co', true],
    [' a@b.co ', true],
    ['a.b+c@mail.example.in', true],
    ['a@b', false],
    ['a@.b.co', false],
    ['a b@c.co', false],
    [`${'a'.repeat(250)}@b.co`, false],
    [42, false],
  ])('%j valid: %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });
});

describe('isUrl', () => {
  it.each([
    ['https://meet.example.com/abc', true],
    [' http://example.com ', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['example.com', false],
    ['', false],
    [undefined, false],
  ])('%j valid: %s', (value, ok) => {
    expect(isUrl(value)).toBe(ok);
  });
});
