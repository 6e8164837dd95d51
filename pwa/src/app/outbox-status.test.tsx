import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { freshDevice, graphQLError, json, openTab, setOnline, stubFetch, type Tab } from '../lib/outbox/test-support';

let tab: Tab;
let OutboxStatus: typeof import('./outbox-status').OutboxStatus;

function enquiry() {
  return tab.createOperation({ kind: 'enquiry', label: 'Quick enquiry from Asha', query: 'mutation E { e }', variables: {} });
}

beforeEach(async () => {
  freshDevice();
  setOnline(true);
  tab = await openTab();
  // Imported after openTab so that the component and the test share one outbox.
  ({ OutboxStatus } = await import('./outbox-status'));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('says nothing while the outbox is empty', () => {
  const { container } = render(<OutboxStatus />);
  expect(container.textContent).toBe('');
});

it('says a submission is saved, then that it was sent', async () => {
  render(<OutboxStatus />);
  setOnline(false);
  await act(() => tab.submit(enquiry()));
  expect(screen.getByText('1 submission is saved on this device and will be sent when you are back online.')).toBeVisible();

  setOnline(true);
  stubFetch(() => json({ data: { e: true } }));
  await act(() => tab.flush());
  expect(screen.queryByText(/saved on this device/)).not.toBeInTheDocument();
  expect(screen.getByText('Sent: Quick enquiry from Asha.')).toBeVisible();
});

it('shows a saved submission the server refused, with its reason, until dismissed', async () => {
  render(<OutboxStatus />);
  setOnline(false);
  await act(() => tab.submit(enquiry()));

  setOnline(true);
  stubFetch(() => graphQLError('BAD_USER_INPUT', 'Enquiry must be at least 5 characters long.'));
  await act(() => tab.flush());
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Quick enquiry from Asha could not be sent: Enquiry must be at least 5 characters long.');

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(await tab.store.listOperations()).toEqual([]);
});
