// For component tests only: an Apollo client whose server is a function of the test.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Observable } from 'rxjs';
import { MailColumnProvider } from '../components/admin/mail-column';
import { mailColumn } from '../features/notifications/admin/mail-status';

export type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
export type Operation = { operationName: string; variables: Record<string, unknown> };

/**
 * Renders `ui` with a client whose every operation `answer` answers, a tick later (or once its promise
 * settles), inside the admin pages' providers. Returns the operations asked, in order, apart from the
 * E-mail column's own query (tested with the notifications feature), which is answered with no deliveries.
 */
export function renderWithServer(ui: ReactElement, answer: (operation: Operation) => Answer | Promise<Answer>): Operation[] {
  const asked: Operation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const op = { operationName: operation.operationName ?? '', variables: operation.variables };
        const mail = op.operationName === 'MailDeliveries';
        if (!mail) asked.push(op);
        void Promise.resolve(op)
          .then((asked) => (mail ? { data: { mailDeliveries: [] } } : answer(asked)))
          .then((result) => {
            observer.next(result as never);
            observer.complete();
          });
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MailColumnProvider value={mailColumn}>{ui}</MailColumnProvider>
    </ApolloProvider>,
  );
  return asked;
}
