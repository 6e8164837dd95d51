import { describe, expect, it } from 'vitest';
import { validContact } from '../test/factories.js';
import { CONTACT_MESSAGES as M, validateContact } from './contact.js';

const valid = validContact({ mobile: '' });

describe('validateContact', () => {
  it('accepts a complete inquiry without a mobile', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ name: 'A', email: 'a@b.in', message: 'x' })).toEqual({});
  });

  it('reports every missing required field', () => {
    expect(validateContact({})).toEqual({ name: M.name, email: M.email, message: M.message });
  });

  it('uses the exact messages', () => {
    expect(M).toEqual({
      name: 'Please enter your name.',
      email: 'Enter a valid email address.',
      mobile: 'Phone must be 10 digits (optional country code allowed).',
      message: 'Please enter your message.',
    });
  });

  it.each(['   ', '\n', undefined, 7])('treats %j as no name and no message', (blank) => {
    expect(validateContact({ ...valid, name: blank, message: blank })).toEqual({ name: M.name, message: M.message });
  });

  it.each([
    ['asha@example', false],
    [' asha@example.com ', true],
  ])('email %j valid: %s', (email, ok) => {
    expect(validateContact({ ...valid, email }).email).toBe(ok ? undefined : M.email);
  });

  it.each([
    ['', true],
    ['   ', true],
    [undefined, true],
    ['9876543210', true],
    ['+91 9876543210', true],
    ['987654321', false],
    ['98765 43210', false],
  ])('mobile %j valid: %s', (mobile, ok) => {
    expect(validateContact({ ...valid, mobile }).mobile).toBe(ok ? undefined : M.mobile);
  });
});
