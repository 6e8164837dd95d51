import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { EventData } from '@site/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, networkDown, stubFetch } from '../../../lib/outbox/test-support';
import { keepCopy } from '../../../lib/public-read/device-copy';
import { serverEventsRead } from '../server-events/server-events-read';
import { UpdatesPage } from './updates-page';

const EXPO: EventData = {
  id: '6f1c1f0e-6c39-4c48-9d0c-3f2f8a1e2b10',
  title: 'Robotics Expo',
  date: '2026-03-12',
  endDate: '2026-03-14',
  location: 'Pune',
  descriptions: ['Live demonstrations.'],
  images: [{ url: '/files/public/a', name: 'stage.png' }],
  brochure: { url: '/files/public/b', name: 'brochure.pdf' },
  meetingLink: null,
  registrationLink: 'https://example.com/register',
};

const answer = (events: EventData[]) => () => json({ data: { events } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UpdatesPage', () => {
  it('says it is loading, then shows each event with only the links it has', async () => {
    stubFetch(answer([EXPO]));
    render(<UpdatesPage />);
    expect(screen.getByText('Loading events…')).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Robotics Expo' });
    expect(within(card).getByText('12 Mar 2026 - 14 Mar 2026')).toBeVisible();
    expect(within(card).getByText('Live demonstrations.').tagName).toBe('P');
    expect(within(card).getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://example.com/register');
    expect(within(card).getByRole('link', { name: 'Download Brochure' })).toHaveAttribute('href', '/files/public/b');
    expect(within(card).queryByRole('link', { name: 'Join Meeting' })).not.toBeInTheDocument();
  });

  it('says No Events Found for an empty list, and loads again on Refresh Events', async () => {
    const fetch = stubFetch(answer([]), answer([EXPO]));
    const user = userEvent.setup({ delay: null });
    render(<UpdatesPage />);
    expect(await screen.findByText('No Events Found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh Events' }));
    expect(await screen.findByRole('article', { name: 'Robotics Expo' })).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the error with Try Again when nothing was ever loaded here', async () => {
    stubFetch(networkDown, answer([EXPO]));
    const user = userEvent.setup({ delay: null });
    render(<UpdatesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch events');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Robotics Expo' })).toBeVisible();
  });

  it('offline, shows the events last loaded on this device, marked as possibly out of date', async () => {
    keepCopy(serverEventsRead, [EXPO], new Date('2026-03-01T06:30:00Z'));
    stubFetch(networkDown);
    render(<UpdatesPage />);
    expect(await screen.findByRole('article', { name: 'Robotics Expo' })).toBeVisible();
    expect(screen.getByText(/they may be out of date/)).toBeVisible();
  });
});
