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
    expect(screen.getByText('Loading events…')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Robotics Expo' });
    expect(within(card).getByText('12 Mar 2026 - 14 Mar 2026')).toBeTruthy();
    expect(within(card).getByText('Live demonstrations.').tagName).toBe('P');
    expect(within(card).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('https://example.com/register');
    expect(within(card).getByRole('link', { name: 'Download Brochure' }).getAttribute('href')).toBe('/files/public/b');
    expect(within(card).queryByRole('link', { name: 'Join Meeting' })).toBeNull();
  });

  it('says No Events Found for an empty list, and loads again on Refresh Events', async () => {
    const fetch = stubFetch(answer([]), answer([EXPO]));
    const user = userEvent.setup({ delay: null });
    render(<UpdatesPage />);
    expect(await screen.findByText('No Events Found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh Events' }));
    expect(await screen.findByRole('article', { name: 'Robotics Expo' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the error with Try Again when nothing was ever loaded here', async () => {
    stubFetch(networkDown, answer([EXPO]));
    const user = userEvent.setup({ delay: null });
    render(<UpdatesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch events');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Robotics Expo' })).toBeTruthy();
  });

  it('offline, shows the events last loaded on this device, marked as possibly out of date', async () => {
    keepCopy(serverEventsRead, [EXPO], new Date('2026-03-01T06:30:00Z'));
    stubFetch(networkDown);
    render(<UpdatesPage />);
    expect(await screen.findByRole('article', { name: 'Robotics Expo' })).toBeTruthy();
    expect(screen.getByText(/they may be out of date/)).toBeTruthy();
  });
});
