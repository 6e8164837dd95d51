import { describe, expect, it } from 'vitest';
import { validTrainingRegistration } from '../test/factories.js';
import { TRAINING_REGISTRATION_MESSAGES as M, checkRegistrationSession, isRegistrableSession, validateTrainingRegistration } from './training-registration.js';

const MB = 1024 * 1024;
const file = (type: string, size = 1000, name = 'id') => ({ name, type, size });
const valid = { ...validTrainingRegistration(), idCard: file('image/png') };

describe('validateTrainingRegistration', () => {
  it('uses the exact messages', () => {
    expect(M.required).toBe('Please fill in all required fields and upload an ID card image.');
    expect(M.idCardType).toBe('ID card must be an image file (e.g., PNG, JPEG).');
    expect(M.idCardSize).toBe('ID card must be 5 MB or smaller.');
    expect(M.workEmail).toBe('Enter a valid email address.');
  });

  it.each(['Working Professional', 'College Professor'])('accepts a complete registration as %s', (role) => {
    expect(validateTrainingRegistration({ ...valid, role })).toEqual({});
  });

  it('requires every field and the ID card', () => {
    expect(validateTrainingRegistration({})).toEqual({
      role: M.required,
      fullName: M.required,
      contact: M.required,
      workEmail: M.required,
      organization: M.required,
      employeeId: M.required,
      idCard: M.required,
    });
  });

  it('treats whitespace-only as missing', () => {
    expect(validateTrainingRegistration({ ...valid, employeeId: '  ', contact: '\t' })).toEqual({
      contact: M.required,
      employeeId: M.required,
    });
  });

  it.each(['Student', 'working professional', '', undefined])('treats the role %j as not chosen', (role) => {
    expect(validateTrainingRegistration({ ...valid, role })).toEqual({ role: M.required });
  });

  it('checks the work e-mail once it is given', () => {
    expect(validateTrainingRegistration({ ...valid, workEmail: 'asha@company' })).toEqual({ workEmail: M.workEmail });
  });

  it.each([
    [file('image/png'), undefined],
    [file('image/jpeg'), undefined],
    [file('image/jpg'), undefined],
    [file('application/pdf', 1000, 'id.png'), M.idCardType],
    [file('image/svg+xml'), M.idCardType],
    [file('image/gif'), M.idCardType],
    [file('image/png', 5 * MB), undefined],
    [file('image/png', 5 * MB + 1), M.idCardSize],
    [file('image/png', 0), M.required],
    ['id.png', M.required],
    [null, M.required],
  ])('ID card %j gives %j', (idCard, message) => {
    expect(validateTrainingRegistration({ ...valid, idCard }).idCard).toBe(message);
  });
});

describe('checkRegistrationSession', () => {
  // 00:30 on 21 November in Kolkata, still 20 November in UTC.
  const now = new Date('2026-11-20T19:00:00Z');
  const session = { title: 'PLC Basics', date: '2026-11-21', capacity: 10, registered: 3 };

  it('accepts an open session from today on', () => {
    expect(checkRegistrationSession(session, now)).toBeUndefined();
    expect(checkRegistrationSession({ ...session, date: '2027-01-01', registered: 9 }, now)).toBeUndefined();
  });

  it.each([undefined, null, {}, 'PLC Basics', { ...session, date: '21-11-2026' }, { ...session, capacity: '10' }])(
    'asks for a session when given %j',
    (chosen) => {
      expect(isRegistrableSession(chosen)).toBe(false);
      expect(checkRegistrationSession(chosen, now)).toBe('Please select a valid training session.');
    },
  );

  it('refuses a session dated before today in Kolkata', () => {
    expect(checkRegistrationSession({ ...session, date: '2026-11-20' }, now)).toBe('Cannot register for past sessions.');
  });

  it('refuses a full session', () => {
    expect(checkRegistrationSession({ ...session, registered: 10 }, now)).toBe('This session is fully booked.');
    expect(checkRegistrationSession({ ...session, registered: 11 }, now)).toBe(M.fullSession);
  });

  it('reports a past session before a full one', () => {
    expect(checkRegistrationSession({ ...session, date: '2026-11-01', registered: 10 }, now)).toBe(M.pastSession);
  });
});
