import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { EventData } from '@site/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../lib/outbox/test-support';
import { CalendarPage } from './calendar-page';

const event = (title: string, date: string, endDate: string | null = null): EventData => ({
  id: `id-${title}`,
  title,
  date,
  endDate,
  location: 'Pune',
  descriptions: ['First.', 'Second.'],
  images: [],
  brochure: null,
  meetingLink: 'https://meet.example.com/x',
  registrationLink: null,
});

const EVENTS = [event('Spring fair', '2026-04-10'), event('Across months', '2026-02-27', '2026-03-02'), event('Today talk', '2026-03-15')];

beforeEach(() => {
  // 15 March 2026, 10:00 in Kolkata.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T04:30:00Z'));
  stubFetch(() => json({ data: { events: EVENTS } }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const titles = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);

describe('CalendarPage', () => {
  it('opens on this month with the events touching it, and moves by month with the arrows', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CalendarPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeVisible();
    expect(titles()).toEqual(['Across months', 'Today talk']);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeVisible();
    expect(titles()).toEqual(['Spring fair']);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('No events scheduled for May 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(titles()).toEqual(['Across months']);
  });

  it("shows today's events as All day, or says there are none", async () => {
    const user = userEvent.setup({ delay: null });
    render(<CalendarPage />);
    await screen.findByRole('heading', { level: 2, name: 'March 2026' });
    await user.click(screen.getByRole('button', { name: "Today's Events" }));
    expect(titles()).toEqual(['Today talk']);
    expect(screen.getByText('All day')).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Second.');
    expect(screen.getByRole('link', { name: 'Join Meeting' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-03-20T04:30:00Z'));
    render(<CalendarPage />);
    await user.click(screen.getAllByRole('button', { name: "Today's Events" })[1]!);
    expect(await screen.findByText('No events scheduled for today')).toBeVisible();
  });
});
