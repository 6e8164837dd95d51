import { describe, expect, it } from 'vitest';
import { tabFrom, tabsFor, tabsWithWaiting } from './dashboard-tabs';

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
      webhooks: undefined,
      'personal-data': undefined,
      accounts: undefined,
      activity: undefined,
      account: undefined,
    });
  });

  it('shows a role only its tabs, and opens its first by default', () => {
    const support = tabsFor(['tickets:read', 'tickets:write', 'feedback:read']);
    expect(support.map((tab) => tab.key)).toEqual(['support', 'feedback', 'account']);
    expect(tabFrom(null, support)).toBe('support');
  });
});
