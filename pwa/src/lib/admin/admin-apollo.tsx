import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { createApolloClient } from '../apollo';

/**
 * Apollo is loaded with the admin screens only; public pages never pay for it. When any answer
 * says the session has ended, `signedOut` replaces the screen, so an admin whose session
 * expired reads why instead of facing empty tables.
 */
export function AdminApollo({ children, signedOut }: { children: ReactNode; signedOut?: ReactNode }) {
  const [ended, setEnded] = useState(false);
  const [client] = useState(() => createApolloClient(() => setEnded(true)));
  return <ApolloProvider client={client}>{ended && signedOut ? signedOut : children}</ApolloProvider>;
}
