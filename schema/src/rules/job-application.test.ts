import { describe, expect, it } from 'vitest';
import { validJobApplication } from '../test/factories.js';
import { JOB_APPLICATION_MESSAGES as M, RESUME_FILE_RULE, validateJobApplication } from './job-application.js';

const MB = 1024 * 1024;
const file = (type: string, size = 1000, name = 'resume.pdf') => ({ name, type, size });
const valid = { ...validJobApplication({ coverLetter: undefined }), resume: file('application/pdf') };

describe('validateJobApplication', () => {
  it('uses the exact messages', () => {
    expect(M.required).toBe('Please fill in all required fields and upload a PDF resume.');
    expect(M.resumeType).toBe('Resume must be a PDF file.');
    expect(M.resumeSize).toBe('Resume must be 5 MB or smaller.');
    expect(M.email).toBe('Enter a valid email address.');
    expect(M.roleUnknown).toBe('Please choose one of the listed job roles.');
    expect(M.roleClosed).toBe('Applications for this role are closed.');
  });

  it('exports the resume limits the server reads uploads with', () => {
    expect(RESUME_FILE_RULE).toMatchObject({ types: ['application/pdf'], maxBytes: 5 * MB, sizeMessage: M.resumeSize, typeMessage: M.resumeType });
  });

  it('accepts a complete application, with or without a cover letter', () => {
    expect(validateJobApplication(valid)).toEqual({});
    expect(validateJobApplication({ ...valid, coverLetter: 'I build robots.' })).toEqual({});
  });

  it('reports every missing field, resume included', () => {
    expect(validateJobApplication({})).toEqual({
      name: M.required,
      email: M.required,
      phone: M.required,
      category: M.required,
      resume: M.required,
    });
  });

  it('treats whitespace-only as missing', () => {
    expect(validateJobApplication({ ...valid, name: '   ', category: ' ' })).toEqual({ name: M.required, category: M.required });
  });

  it('checks the e-mail once it is given', () => {
    expect(validateJobApplication({ ...valid, email: 'asha.example.com' })).toEqual({ email: M.email });
  });

  it.each([
    [undefined, M.required],
    [null, M.required],
    ['resume.pdf', M.required],
    [file('application/pdf', 0), M.required],
    [file('image/png', 1000, 'resume.pdf'), M.resumeType],
    [file('application/msword', 1000, 'resume.doc'), M.resumeType],
    [file('application/pdf', 1000, 'scan.png'), undefined],
    [file('application/pdf', 5 * MB), undefined],
    [file('application/pdf', 5 * MB + 1), M.resumeSize],
  ])('resume %j gives %j', (resume, message) => {
    expect(validateJobApplication({ ...valid, resume }).resume).toBe(message);
  });
});
