import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import type { Client, Sink } from 'graphql-ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../lib/apollo';
import { useLiveUpdates } from './live-updates';
import { ADMIN_WAITING } from './waiting-operations';

/** The live events' socket as the client sees it: the test tells events and reconnections. */
function fakeLiveEvents() {
  const sinks = new Map<string, Sink>();
  const connected = new Set<(socket: unknown, payload: unknown, wasRetry: boolean) => void>();
  const client = {
    subscribe(payload: { query: string }, sink: Sink) {
      const name = /subscription (\w+)/.exec(payload.query)![1]!;
      sinks.set(name, sink);
      return () => sinks.delete(name);
    },
    on(event: string, listener: (socket: unknown, payload: unknown, wasRetry: boolean) => void) {
      if (event === 'connected') connected.add(listener);
      return () => connected.delete(listener);
    },
  } as unknown as Client;
  return {
    client,
    listening: () => [...sinks.keys()].sort(),
    tell: (name: string, data: Record<string, unknown>) => sinks.get(name)?.next({ data }),
    reconnected: () => connected.forEach((listener) => listener({}, undefined, true)),
  };
}

/** /graphql over HTTP: the waiting counts, one more enquiry without a remark each time they are asked. */
function serveWaiting() {
  let asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      asked += 1;
      const data = { openTickets: 0, pendingApplications: 0, enquiriesWithoutRemark: asked, contactsWithoutRemark: 0 };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function Dashboard() {
  useLiveUpdates();
  const { data } = useQuery(ADMIN_WAITING);
  return <p>{data ? `${data.enquiriesWithoutRemark} without remark` : 'Loading'}</p>;
}

function renderDashboard() {
  const live = fakeLiveEvents();
  render(
    <ApolloProvider client={createApolloClient(undefined, live.client)}>
      <Dashboard />
    </ApolloProvider>,
  );
  return live;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard kept current by live events', () => {
  it('listens for new submissions and state changes, and shows the counts asked again when one arrives', async () => {
    serveWaiting();
    const live = renderDashboard();
    expect(await screen.findByText('1 without remark')).toBeVisible();
    expect(live.listening()).toEqual(['ApplicationStatusChanged', 'SubmissionCreated', 'TicketStatusChanged']);

    live.tell('SubmissionCreated', { submissionCreated: { __typename: 'SubmissionCreated', kind: 'ENQUIRY', id: 'e1' } });
    expect(await screen.findByText('2 without remark')).toBeVisible();
    live.tell('TicketStatusChanged', { ticketStatusChanged: { __typename: 'StatusChanged', id: 't1', status: 'pending' } });
    expect(await screen.findByText('3 without remark')).toBeVisible();
  });

  it('asks again what is on screen when the socket comes back, for the events told while it was away', async () => {
    serveWaiting();
    const live = renderDashboard();
    expect(await screen.findByText('1 without remark')).toBeVisible();
    live.reconnected();
    expect(await screen.findByText('2 without remark')).toBeVisible();
  });
});
