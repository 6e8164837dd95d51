import { describe, expect, it } from 'vitest';
import * as schema from './index.js';

describe('package entry', () => {
  it.each([
    'validateQuickEnquiry',
    'validateContact',
    'validateSupport',
    'validateEngineerAssignment',
    'isSupportEngineer',
    'validateJobApplication',
    'validateEventFeedback',
    'validatePresentationFeedback',
    'validateEventAdmin',
    'validateTrainingSession',
    'validateTrainingRegistration',
    'checkRegistrationSession',
    'validateLogin',
    'firstError',
    'isPhone',
    'compareTicketStatus',
    'todayInKolkata',
    'formatSubmittedAt',
    'toCsv',
  ])('exports %s', (name) => {
    expect(typeof (schema as Record<string, unknown>)[name]).toBe('function');
  });
});
