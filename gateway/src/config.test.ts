import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('RATE_LIMIT_PER_MINUTE', () => {
  it('is 600 requests per minute when unset', () => {
    expect(loadConfig({}).rateLimitPerMinute).toBe(600);
  });

  it('takes a whole number', () => {
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '100000' }).rateLimitPerMinute).toBe(100_000);
  });

  it.each(['0', '-5', '1.5', 'lots'])('refuses %s', (value) => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: value })).toThrow(ConfigError);
  });
});

describe('retention periods', () => {
  it('default to 90 days for ID cards, 180 for resumes, two years for enquiries, contact messages and completed tickets, one for the people in feedback', () => {
    expect(loadConfig({}).retention).toEqual({ idCardDays: 90, resumeDays: 180, enquiryDays: 730, ticketDays: 730, feedbackDays: 365, jobDays: 90 });
  });

  it('take whole numbers of days', () => {
    const env = {
      RETENTION_ID_CARD_DAYS: '30',
      RETENTION_RESUME_DAYS: '365',
      RETENTION_ENQUIRY_DAYS: '1095',
      RETENTION_TICKET_DAYS: '400',
      RETENTION_FEEDBACK_DAYS: '60',
      RETENTION_JOB_DAYS: '30',
    };
    expect(loadConfig(env).retention).toEqual({ idCardDays: 30, resumeDays: 365, enquiryDays: 1095, ticketDays: 400, feedbackDays: 60, jobDays: 30 });
  });

  it.each(['0', '-1', '2.5', '90d'])('refuse %s', (value) => {
    expect(() => loadConfig({ RETENTION_RESUME_DAYS: value })).toThrow('RETENTION_RESUME_DAYS must be a whole number above 0');
    expect(() => loadConfig({ RETENTION_FEEDBACK_DAYS: value })).toThrow('RETENTION_FEEDBACK_DAYS must be a whole number above 0');
  });
});
