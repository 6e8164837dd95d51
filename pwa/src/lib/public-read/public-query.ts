import type { TypedDocumentString } from '@site/schema';
import type { PublicRead } from './public-read';

interface PublicQuery<Result, Data> {
  key: string;
  /** A shared document sent without variables; codegen gives it its result type. */
  query: TypedDocumentString<Result, Record<string, never>>;
  /** The part of the result the page shows and keeps. */
  pick: (result: Result) => Data;
}

/** A public read of a GraphQL query, sent with a plain fetch: a public page does not load the GraphQL client. */
export function publicQuery<Result, Data>({ key, query, pick }: PublicQuery<Result, Data>): PublicRead<Data> {
  return { key, source: query, load: async () => pick(await postQuery<Result>(query)) };
}

async function postQuery<Result>(query: string): Promise<Result> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query }),
  });
  if (!response.ok) throw new Error(`The server answered HTTP ${response.status}`);
  const body = (await response.json()) as { data?: Result | null; errors?: unknown[] };
  // Data beside errors is partial: not a list to show as the whole, nor to keep.
  if (!body.data || body.errors?.length) throw new Error('The server answered without the data');
  return body.data;
}
