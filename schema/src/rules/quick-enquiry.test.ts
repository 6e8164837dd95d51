import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../test/factories.js';
import { isPhone } from './contact-fields.js';
import { QUICK_ENQUIRY_MESSAGES as M, validateQuickEnquiry } from './quick-enquiry.js';

const valid = validEnquiry();

describe('validateQuickEnquiry', () => {
  it('accepts a complete, well-formed enquiry', () => {
    expect(validateQuickEnquiry(valid)).toEqual({});
  });

  it('reports every failing field at once', () => {
    expect(validateQuickEnquiry({})).toEqual({ name: M.name, email: M.email, phone: M.phone, enquiry: M.enquiry });
  });

  it.each([
    ['A', false],
    ['Al', true],
    ['  Al  ', true],
    ['A'.repeat(50), true],
    ['A'.repeat(51), false],
    ['Asha Rao', true],
    ['Asha3', false],
    ['Asha-Rao', false],
    ['   ', false],
  ])('name %j valid: %s', (name, ok) => {
    expect(validateQuickEnquiry({ ...valid, name }).name).toBe(ok ? undefined : M.name);
  });

  it.each([
    ['asha@example.com', true],
    [' asha@example.com ', true],
    ['asha@example', false],
    ['asha example.com', false],
    ['@example.com', false],
    ['', false],
  ])('email %j valid: %s', (email, ok) => {
    expect(validateQuickEnquiry({ ...valid, email }).email).toBe(ok ? undefined : M.email);
  });

  it.each([
    ['9876543210', true],
    [' 9876543210 ', true],
    ['+91 9876543210', true],
    ['91-9876543210', true],
    ['19876543210', true],
    ['1 9876543210', true],
    ['+1-9876543210', true],
    ['987654321', false],
    // Without a separator, eleven digits read as a one-digit country code and ten digits.
    ['98765432101', true],
    ['+91 987654321', false],
    ['+91 98765432101', false],
    ['91-98765432', false],
    ['987654321012345', false],
    ['+9123 9876543210', false],
    ['91--9876543210', false],
    ['98765 43210', false],
    ['abcdefghij', false],
  ])('phone %j valid: %s', (phone, ok) => {
    expect(validateQuickEnquiry({ ...valid, phone }).phone).toBe(ok ? undefined : M.phone);
  });

  it.each([
    ['abcd', false],
    ['abcde', true],
    ['   abcd   ', false],
  ])('enquiry %j valid: %s', (enquiry, ok) => {
    expect(validateQuickEnquiry({ ...valid, enquiry }).enquiry).toBe(ok ? undefined : M.enquiry);
  });
});

describe('isPhone', () => {
  it('is the phone rule other forms reuse', () => {
    expect(isPhone(' +91-9876543210 ')).toBe(true);
    expect(isPhone('987654321')).toBe(false);
    expect(isPhone(9876543210)).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });
});
