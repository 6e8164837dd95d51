import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import type { Client } from 'graphql-ws';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailColumnProvider } from '../../components/admin/mail-column';
import { mailColumn } from '../../features/notifications/admin/mail-status';
import { createApolloClient } from '../../lib/apollo';
import { type Viewer, ViewerProvider } from '../../lib/admin/viewer';
import { DashboardPage, FIRST_COUNTS_WAIT_MS } from './dashboard-page';

const OWNER: Viewer = { id: 'a1', name: 'Asha', email: 'asha@example.com', role: 'OWNER', permissions: ['tickets:read', 'careers:read', 'enquiries:read'] };
const WAITING = { data: { openTickets: 3, pendingApplications: 0, enquiriesWithoutRemark: 12, contactsWithoutRemark: 0 } };

/** A live-events socket that never tells anything. */
const QUIET_LIVE_EVENTS = { subscribe: () => () => undefined, on: () => () => undefined } as unknown as Client;

/**
 * The server behind /graphql: the waiting counts answer when the test says (or fail, offline); the
 * open panel's own list never answers, so it keeps loading.
 */
function serveCounts() {
  let answer: (response: Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
      if (operationName !== 'AdminWaiting') return new Promise(() => undefined);
      return new Promise<Response>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      });
    }),
  );
  return {
    answer: () => answer(new Response(JSON.stringify(WAITING), { headers: { 'content-type': 'application/json' } })),
    fail: () => fail(new TypeError('Failed to fetch')),
  };
}

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/admin/dashboard', element: <DashboardPage /> }], { initialEntries: ['/admin/dashboard?tab=support'] });
  render(
    <ApolloProvider client={createApolloClient(undefined, QUIET_LIVE_EVENTS)}>
      <ViewerProvider value={OWNER}>
        <MailColumnProvider value={mailColumn}>
          <RouterProvider router={router} />
        </MailColumnProvider>
      </ViewerProvider>
    </ApolloProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DashboardPage', () => {
  it('shows the tabs once with their waiting counts, not bare first and widened under the pointer after', async () => {
    const counts = serveCounts();
    renderDashboard();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    counts.answer();
    expect(await screen.findByRole('tab', { name: 'Support Inquiries, 3 open' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Enquiries, 12 without remark' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Job Applications' })).toBeVisible();
  });

  it('shows the tabs without counts when the counts cannot be had', async () => {
    const counts = serveCounts();
    renderDashboard();
    counts.fail();
    expect(await screen.findByRole('tab', { name: 'Support Inquiries' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist')).toBeVisible();
  });

  it(`shows the tabs without counts after ${FIRST_COUNTS_WAIT_MS} ms when the counts are slow, and adds them when they come`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = serveCounts();
    renderDashboard();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_COUNTS_WAIT_MS - 100));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('tab', { name: 'Support Inquiries' })).toBeVisible();
    counts.answer();
    expect(await screen.findByRole('tab', { name: 'Support Inquiries, 3 open' })).toBeVisible();
  });
});
