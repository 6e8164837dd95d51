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
  it('default to 90 days for ID cards, 180 for resumes and two years for enquiries and contact messages', () => {
    expect(loadConfig({}).retention).toEqual({ idCardDays: 90, resumeDays: 180, enquiryDays: 730 });
  });

  it('take whole numbers of days', () => {
    const env = { RETENTION_ID_CARD_DAYS: '30', RETENTION_RESUME_DAYS: '365', RETENTION_ENQUIRY_DAYS: '1095' };
    expect(loadConfig(env).retention).toEqual({ idCardDays: 30, resumeDays: 365, enquiryDays: 1095 });
  });

  it.each(['0', '-1', '2.5', '90d'])('refuse %s', (value) => {
    expect(() => loadConfig({ RETENTION_RESUME_DAYS: value })).toThrow('RETENTION_RESUME_DAYS must be a whole number above 0');
  });
});
