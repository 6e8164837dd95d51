import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { isSignedOut } from './admin/admin-errors';

/**
 * The admin area's client. Admin requests carry the HttpOnly token cookie (same origin),
 * so no script ever handles the token. `onSignedOut` hears of any answer that says the
 * session has ended (expired, or signed out elsewhere), so one screen can say so.
 */
export function createApolloClient(onSignedOut: () => void = () => undefined): ApolloClient {
  const signedOut = new ErrorLink(({ error }) => {
    if (isSignedOut(error)) onSignedOut();
  });
  return new ApolloClient({
    link: ApolloLink.from([signedOut, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
