import { act, fireEvent, render, screen } from '@testing-library/react';
import { EVENT_CAROUSEL_INTERVAL_MS } from '@site/schema';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { EventDetailPage } from './event-detail-page';

function renderEvent(id: string) {
  const router = createMemoryRouter([{ path: '/event/:id', Component: EventDetailPage }], { initialEntries: [`/event/${id}`] });
  render(<RouterProvider router={router} />);
}

/** The slide on show: the others are hidden from the accessibility tree. */
function currentSlide(): string | null {
  return screen.getByRole('group', { name: /of 3$/ }).getAttribute('aria-label');
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('shows the event with its date, description and a way back home', () => {
  renderEvent('roc2024');
  expect(screen.getByRole('heading', { level: 1, name: 'RoboAnalyzer Online Competition 2024 (ROC-2024)' })).toBeVisible();
  expect(screen.getByText('1 July – 10 November 2024')).toBeVisible();
  expect(screen.getByText(/ran online from 1 July to 10 November 2024/)).toBeVisible();
  expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
});

it('moves to the next picture every 3 seconds and wraps around', () => {
  vi.useFakeTimers();
  renderEvent('roc2024');
  expect(currentSlide()).toBe('1 of 3');
  wait(EVENT_CAROUSEL_INTERVAL_MS - 1);
  expect(currentSlide()).toBe('1 of 3');
  wait(1);
  expect(currentSlide()).toBe('2 of 3');
  wait(EVENT_CAROUSEL_INTERVAL_MS);
  expect(currentSlide()).toBe('3 of 3');
  wait(EVENT_CAROUSEL_INTERVAL_MS);
  expect(currentSlide()).toBe('1 of 3');
});

it('waits while the pointer is over it, and goes on after', () => {
  vi.useFakeTimers();
  renderEvent('roc2024');
  const carousel = screen.getByRole('region', { name: /^Pictures of/ });
  fireEvent.mouseEnter(carousel);
  wait(EVENT_CAROUSEL_INTERVAL_MS * 3);
  expect(currentSlide()).toBe('1 of 3');
  fireEvent.mouseLeave(carousel);
  wait(EVENT_CAROUSEL_INTERVAL_MS);
  expect(currentSlide()).toBe('2 of 3');
});

it('waits while focus is inside it', () => {
  vi.useFakeTimers();
  renderEvent('roc2024');
  act(() => screen.getByRole('button', { name: 'Next picture' }).focus());
  wait(EVENT_CAROUSEL_INTERVAL_MS * 2);
  expect(currentSlide()).toBe('1 of 3');
});

it('goes back, forward and to a chosen picture with its buttons and dots', () => {
  renderEvent('roc2024');
  fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
  expect(currentSlide()).toBe('3 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(currentSlide()).toBe('1 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
  expect(currentSlide()).toBe('2 of 3');
  expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-current', 'true');
});

it('does not rotate for a visitor who prefers reduced motion', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.useFakeTimers();
  renderEvent('roc2024');
  wait(EVENT_CAROUSEL_INTERVAL_MS * 3);
  expect(currentSlide()).toBe('1 of 3');
});

it('enlarges the picture on show when clicked, and stops rotating meanwhile', async () => {
  renderEvent('roc2024');
  fireEvent.click(screen.getByRole('button', { name: 'Enlarge: A RoboAnalyzer model during ROC-2024' }));
  // The dialog's code loads on the first zoom.
  expect(await screen.findByRole('dialog', { name: 'A RoboAnalyzer model during ROC-2024' }, { timeout: 5000 })).toBeVisible();
  vi.useFakeTimers();
  wait(EVENT_CAROUSEL_INTERVAL_MS * 2);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(currentSlide()).toBe('1 of 3');
});

it("says 'Event not found' for an unknown id", () => {
  renderEvent('no-such-event');
  expect(screen.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
});
