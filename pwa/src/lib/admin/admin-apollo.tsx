import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { createApolloClient } from '../apollo';

/** Apollo is loaded with the admin screens only; public pages never pay for it. */
export function AdminApollo({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
