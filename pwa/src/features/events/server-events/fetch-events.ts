import { type EventData, EVENTS_QUERY } from '@site/schema';

function isEvent(value: unknown): value is EventData {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.id === 'string' &&
    typeof event.title === 'string' &&
    typeof event.date === 'string' &&
    Array.isArray(event.descriptions) &&
    Array.isArray(event.images)
  );
}

export function isEventList(value: unknown): value is EventData[] {
  return Array.isArray(value) && value.every(isEvent);
}

/** Every event, newest first, with a plain fetch: a public page does not load the GraphQL client. */
export async function fetchEvents(): Promise<EventData[]> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: EVENTS_QUERY }),
  });
  if (!response.ok) throw new Error(`Events answered HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { events?: unknown } };
  if (!isEventList(body.data?.events)) throw new Error('Events answer has no list of events');
  return body.data.events;
}
