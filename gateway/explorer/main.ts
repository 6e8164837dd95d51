import { GraphiQL } from 'graphiql';
import type { ExecutionResult } from 'graphql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';

/** Sends operations to this gateway; the admin's cookie goes along, so a signed-in admin can try admin queries too. */
async function fetcher(params: unknown): Promise<ExecutionResult> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(params),
  });
  return (await response.json()) as ExecutionResult;
}

const EXAMPLE = `# The public reads need no sign-in. Press the run button (or Ctrl+Enter).
query JobRoles {
  jobRoles { id role accepting }
}
`;

createRoot(document.getElementById('explorer')!).render(createElement(GraphiQL, { fetcher, defaultQuery: EXAMPLE }));
