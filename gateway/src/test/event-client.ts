import { type AddEventResult, ADD_EVENT_MUTATION, type EventData, type EventInput, EVENTS_QUERY, type EventsResult } from '@site/schema';
import { sendGraphqlMultipart, type TestFile } from './multipart.js';
import type { GraphqlResponse, TestServer } from './test-server.js';

/** A GraphQL multipart request whose `images` variable is a list of files and `brochure` one file. */
export function eventOperation<T>(
  t: TestServer,
  query: string,
  variables: Record<string, unknown>,
  files: { images?: TestFile[]; brochure?: TestFile },
  token?: string,
): Promise<GraphqlResponse<T>> {
  const images = files.images ?? [];
  const all = [
    ...images.map((file, index) => [`variables.images.${index}`, file] as const),
    ...(files.brochure ? [['variables.brochure', files.brochure] as const] : []),
  ];
  const operations = { query, variables: { ...variables, images: images.map(() => null), brochure: null } };
  return sendGraphqlMultipart<T>(t, operations, all, token);
}

export async function addTestEvent(t: TestServer, input: EventInput, files: { images?: TestFile[]; brochure?: TestFile } = {}): Promise<EventData> {
  const result = await eventOperation<AddEventResult>(t, ADD_EVENT_MUTATION, { input }, files, await t.adminToken());
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.addEvent;
}

export async function listTestEvents(t: TestServer, range: { from?: string; to?: string } = {}): Promise<EventData[]> {
  return (await t.graphql<EventsResult>(EVENTS_QUERY, range)).data!.events;
}

/** The generated names on disk of an event's files. */
export function storedNamesOf(event: EventData): string[] {
  return [...event.images, ...(event.brochure ? [event.brochure] : [])].map((file) => file.url.split('/').pop()!);
}
