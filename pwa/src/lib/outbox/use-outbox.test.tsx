import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { freshDevice, graphQLError, openTab, setOnline, stubFetch, type Tab } from './test-support';

let tab: Tab;
let useOutbox: typeof import('./use-outbox').useOutbox;

function OutboxStatus() {
  const { pending, rejected, dismiss } = useOutbox();
  return (
    <div>
      <p>{pending} waiting</p>
      {rejected.map((op) => (
        <p key={op.id}>
          {op.label}: {op.error?.message}
          <button type="button" onClick={() => void dismiss(op.id)}>
            Dismiss
          </button>
        </p>
      ))}
    </div>
  );
}

function enquiry() {
  return tab.createOperation({
    kind: 'enquiry',
    label: 'Quick enquiry from Asha',
    query: 'mutation E { e }',
    variables: {},
  });
}

beforeEach(async () => {
  freshDevice();
  setOnline(true);
  tab = await openTab();
  // Same module instance as `tab`, so the hook sees what the test submits.
  ({ useOutbox } = await import('./use-outbox'));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('renders an empty outbox on the server', () => {
  expect(renderToString(<OutboxStatus />)).toContain('0<!-- --> waiting');
});

it('shows saved and refused submissions, and dismisses a refused one', async () => {
  render(<OutboxStatus />);
  setOnline(false);
  await act(() => tab.submit(enquiry()));
  expect(screen.getByText('1 waiting')).toBeVisible();

  setOnline(true);
  stubFetch(() => graphQLError('BAD_USER_INPUT', 'Enquiry is too short'));
  await act(() => tab.flush());
  expect(screen.getByText('0 waiting')).toBeVisible();
  expect(screen.getByText(/Quick enquiry from Asha: Enquiry is too short/)).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await vi.waitFor(() => expect(screen.queryByText(/Enquiry is too short/)).not.toBeInTheDocument());
});
