import { describe, expect, it } from 'vitest';
import { dashboardTabOf } from './dashboard-tabs';

describe('dashboardTabOf', () => {
  it('opens the tab an e-mail links to, and Events for anything else', () => {
    expect(dashboardTabOf('training')).toBe('training');
    expect(dashboardTabOf('support')).toBe('support');
    expect(dashboardTabOf(null)).toBe('events');
    expect(dashboardTabOf('nonsense')).toBe('events');
  });
});
