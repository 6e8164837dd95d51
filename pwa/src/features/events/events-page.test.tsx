import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EVENT_HIGHLIGHT_MS } from '@site/schema';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { EventsPage } from './events-page';

function renderEvents(path = '/events') {
  // The feedback forms are another feature's; app/events-with-feedback-page.test.tsx shows them in the page.
  const router = createMemoryRouter([{ path: '/events', Component: () => <EventsPage feedbackForms={null} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function isHighlighted(id: string): boolean {
  return document.getElementById(id)?.closest('section')?.hasAttribute('data-highlighted') ?? false;
}

afterEach(() => {
  vi.useRealTimers();
  window.location.hash = '';
});

it('highlights the section named by the address hash for 2 seconds', () => {
  vi.useFakeTimers();
  renderEvents('/events#roc2024');
  expect(isHighlighted('roc2024')).toBe(true);
  expect(isHighlighted('roc2023')).toBe(false);
  act(() => vi.advanceTimersByTime(EVENT_HIGHLIGHT_MS - 1));
  expect(isHighlighted('roc2024')).toBe(true);
  act(() => vi.advanceTimersByTime(1));
  expect(isHighlighted('roc2024')).toBe(false);
});

it('highlights again when an in-app link or a hashchange names another section', async () => {
  vi.useFakeTimers();
  const router = renderEvents('/events');
  expect(document.querySelector('[data-highlighted]')).toBeNull();

  await act(() => router.navigate('/events#nafed2019'));
  expect(isHighlighted('nafed2019')).toBe(true);

  act(() => {
    window.location.hash = '#jorhat';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(isHighlighted('jorhat')).toBe(true);
  act(() => vi.advanceTimersByTime(EVENT_HIGHLIGHT_MS));
  expect(document.querySelector('[data-highlighted]')).toBeNull();
});

it('leads the expo anchor to the Automation Expo South 2025 section', () => {
  renderEvents('/events#expo');
  expect(document.getElementById('expo2025')?.hasAttribute('data-highlighted')).toBe(true);
});

it('lists every past event with its pictures, and enlarges one on click', async () => {
  const user = userEvent.setup();
  renderEvents();
  for (const id of ['expo2025', 'roc2025', 'nafed2025', 'roc2024', 'roc2023', 'nafed2019', 'nafed2018', 'aicte', 'jjmagdum', 'jorhat']) {
    expect(document.getElementById(id)).not.toBeNull();
  }
  const thumbnail = screen.getByRole('button', { name: 'Enlarge: ROC-2024 participants at work' });
  expect(thumbnail.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  await user.click(thumbnail);
  const dialog = await screen.findByRole('dialog', { name: 'ROC-2024 participants at work' }, { timeout: 5000 });
  expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Participants working on their competition entries');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('leads from its list of sections to each one, highlighting it', async () => {
  const user = userEvent.setup();
  renderEvents();
  const contents = screen.getByRole('navigation', { name: 'Events on this page' });
  await user.click(within(contents).getByRole('link', { name: 'NAFED 2018' }));
  expect(isHighlighted('nafed2018')).toBe(true);
});
