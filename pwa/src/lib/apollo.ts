import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import { isSignedOut } from './admin/admin-errors';

/** Waits between tries to reach the live events again: 1 s, doubling to 30 s. */
export function reconnectDelayMs(retries: number): number {
  return Math.min(1_000 * 2 ** retries, 30_000);
}

/**
 * The live events' socket (graphql-ws on /graphql, the same origin): opened by the first
 * subscription, it sends the token cookie with its upgrade, so no script handles the token. When
 * the network or the gateway goes away it tries again for as long as the page is open.
 */
export function createLiveEventsClient(): Client {
  return createClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
  });
}

/**
 * The admin area's client. Admin requests carry the HttpOnly token cookie (same origin),
 * so no script ever handles the token. `onSignedOut` hears of any answer that says the
 * session has ended (expired, or signed out elsewhere), so one screen can say so.
 * Subscriptions go over `live`, everything else over HTTP.
 */
export function createApolloClient(onSignedOut: () => void = () => undefined, live: Client = createLiveEventsClient()): ApolloClient {
  const signedOut = new ErrorLink(({ error }) => {
    if (isSignedOut(error)) onSignedOut();
  });
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(live),
    new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([signedOut, transport]),
    cache: new InMemoryCache(),
    // A refresh (a live event) keeps what is on screen, and with it a tab's search and its notice,
    // until the answer arrives.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false } },
  });
  // Events told while the socket was away are not told again: what is on screen is asked afresh.
  live.on('connected', (_socket, _payload, wasRetry) => {
    if (wasRetry) void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  });
  return client;
}
