import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { key: 'events', label: 'Events' },
  { key: 'support', label: 'Support Inquiries' },
  { key: 'jobs', label: 'Job Applications' },
] as const;

describe('Tabs', () => {
  it('moves on from the focused tab when arrows come faster than the selection renders', async () => {
    const user = userEvent.setup();
    // The selection never changes here, as if its render were still to come.
    const onSelect = vi.fn();
    render(
      <Tabs label="Dashboard sections" tabs={TABS} selected="events" onSelect={onSelect}>
        <p>Panel</p>
      </Tabs>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onSelect.mock.calls).toEqual([['support'], ['jobs']]);
    expect(screen.getByRole('tab', { name: 'Job Applications' })).toHaveFocus();
  });
});
