import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The admin area's client. Admin requests carry the HttpOnly token cookie (same origin),
 * so no script ever handles the token.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
