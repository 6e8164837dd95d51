/**
 * The events feature's GraphQL documents, written once for the PWA, the gateway's REST shim rows and
 * the tests. The types below follow `schema.graphql`; the schema test checks each document against it.
 */

export interface EventFileData {
  url: string;
  name: string;
}

export interface EventData {
  id: string;
  title: string;
  date: string;
  endDate: string | null;
  location: string;
  descriptions: string[];
  images: EventFileData[];
  brochure: EventFileData | null;
  meetingLink: string | null;
  registrationLink: string | null;
}

export interface EventInputData {
  title: string;
  date: string;
  endDate?: string | null;
  location: string;
  descriptions: string[];
  meetingLink?: string | null;
  registrationLink?: string | null;
}

export interface EventFilesKeptData {
  images: string[];
  brochure: boolean;
}

const EVENT_FIELDS = 'id title date endDate location descriptions images { url name } brochure { url name } meetingLink registrationLink';

export const EVENTS_QUERY = `query Events($from: String, $to: String) { events(from: $from, to: $to) { ${EVENT_FIELDS} } }`;
export type EventsResult = { events: EventData[] };

export const EVENT_QUERY = `query Event($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`;
export type EventResult = { event: EventData };

export const ADD_EVENT_MUTATION = `mutation AddEvent($input: EventInput!, $images: [Upload!], $brochure: Upload) {
  addEvent(input: $input, images: $images, brochure: $brochure) { ${EVENT_FIELDS} }
}`;
export type AddEventResult = { addEvent: EventData };

export const UPDATE_EVENT_MUTATION = `mutation UpdateEvent($id: ID!, $input: EventInput!, $kept: EventFilesKept!, $images: [Upload!], $brochure: Upload) {
  updateEvent(id: $id, input: $input, kept: $kept, images: $images, brochure: $brochure) { ${EVENT_FIELDS} }
}`;
export type UpdateEventResult = { updateEvent: EventData };

export const DELETE_EVENT_MUTATION = `mutation DeleteEvent($id: ID, $title: String) { deleteEvent(id: $id, title: $title) }`;
export type DeleteEventResult = { deleteEvent: boolean };

/** The admin list: who is signed in (null once the session has ended) and every event. */
export const ADMIN_EVENTS_QUERY = `query AdminEvents { currentAdmin events { ${EVENT_FIELDS} } }`;
export type AdminEventsResult = { currentAdmin: string | null; events: EventData[] };
