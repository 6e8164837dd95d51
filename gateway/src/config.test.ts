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
