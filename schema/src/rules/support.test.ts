import { describe, expect, it } from 'vitest';
import { ticketContact, validTicket } from '../test/factories.js';
import { FILE_EMPTY_MESSAGE } from './file-info.js';
import { SUPPORT_ATTACHMENT_RULE, SUPPORT_MESSAGES as M, validateSupport } from './support.js';

const MB = 1024 * 1024;
const file = (type: string, size = 1000, name = 'issue') => ({ name, type, size });
const base = ticketContact();
const maintenance = validTicket();

describe('validateSupport', () => {
  it('uses the exact messages', () => {
    expect(M.required).toBe('Please fill in all required fields.');
    expect(M.fileType).toBe('File must be a PDF, JPEG, or PNG.');
    expect(M.fileSize).toBe('File must be 10 MB or smaller.');
    expect(M.email).toBe('Enter a valid email address.');
  });

  it('exports the attachment limits the server reads uploads with', () => {
    expect(SUPPORT_ATTACHMENT_RULE).toMatchObject({ maxBytes: 10 * MB, sizeMessage: M.fileSize, typeMessage: M.fileType });
    expect(SUPPORT_ATTACHMENT_RULE.types).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });

  it.each(['Product Details', 'Training and Workshop', 'Setup and Costing'])('accepts %s without message or product name', (formType) => {
    expect(validateSupport({ ...base, formType })).toEqual({});
    expect(validateSupport({ ...base, formType, message: 'Price?', productName: 'Cobot' })).toEqual({});
  });

  it('accepts Maintenance with a query and no attachment', () => {
    expect(validateSupport(maintenance)).toEqual({});
    expect(validateSupport({ ...maintenance, image: null })).toEqual({});
  });

  it('requires the four contact fields in every category', () => {
    for (const formType of ['Maintenance', 'Product Details']) {
      expect(validateSupport({ formType, query: 'x' })).toEqual({
        fullName: M.required,
        email: M.required,
        contactNo: M.required,
        organizationName: M.required,
      });
    }
  });

  it('requires the query for Maintenance only', () => {
    expect(validateSupport({ ...maintenance, query: '   ' })).toEqual({ query: M.required });
    expect(validateSupport({ ...base, formType: 'Product Details', query: '' })).toEqual({});
  });

  it('treats whitespace-only as missing', () => {
    expect(validateSupport({ ...maintenance, fullName: '  ', organizationName: '\t' })).toEqual({
      fullName: M.required,
      organizationName: M.required,
    });
  });

  it('checks the e-mail once it is given', () => {
    expect(validateSupport({ ...maintenance, email: 'asha@' })).toEqual({ email: M.email });
  });

  it.each([undefined, '', 'ProductDetails', 'maintenance', 'Other'])('refuses the category %j', (formType) => {
    expect(validateSupport({ ...base, formType, query: 'x' }).formType).toBe(M.formType);
  });

  it.each([
    [file('application/pdf'), undefined],
    [file('image/jpeg'), undefined],
    [file('image/jpg'), undefined],
    [file('image/png'), undefined],
    [file('IMAGE/PNG'), undefined],
    [file('image/gif'), M.fileType],
    [file('image/svg+xml'), M.fileType],
    [file('application/zip', 1000, 'issue.pdf'), M.fileType],
    [file('application/pdf', 10 * MB), undefined],
    [file('application/pdf', 10 * MB + 1), M.fileSize],
    [file('image/png', 0), FILE_EMPTY_MESSAGE],
    ['issue.pdf', M.fileType],
  ])('attachment %j gives %j', (image, message) => {
    expect(validateSupport({ ...maintenance, image }).image).toBe(message);
  });
});
