import { describe, expect, it } from 'vitest';
import { tabFrom, tabsWithWaiting } from './dashboard-tabs';

describe('dashboard tabs', () => {
  it('opens the tab a link names, and the first for anything else', () => {
    expect(tabFrom('support')).toBe('support');
    expect(tabFrom('nonsense')).toBe('events');
    expect(tabFrom(null)).toBe('events');
  });

  it('shows what waits where, and nothing where nothing waits', () => {
    const tabs = tabsWithWaiting({ openTickets: 3, pendingApplications: 0, enquiriesWithoutRemark: 2, contactsWithoutRemark: 1 });
    expect(Object.fromEntries(tabs.map((tab) => [tab.key, tab.badge]))).toEqual({
      events: undefined,
      support: '3 open',
      jobs: undefined,
      training: undefined,
      enquiries: '3 without remark',
      feedback: undefined,
      downloads: undefined,
      account: undefined,
    });
  });
});
