/**
 * The events feature's GraphQL documents, written once for the PWA, the gateway's REST shim rows and
 * the tests; event-types.ts names the generated types the event screens and shim rows read.
 */

const EVENT_FIELDS = 'id title date endDate location descriptions images { url name } brochure { url name } meetingLink registrationLink';

export const EVENTS_QUERY = `query Events($from: String, $to: String) { events(from: $from, to: $to) { ${EVENT_FIELDS} } }`;

export const ADD_EVENT_MUTATION = `mutation AddEvent($input: EventInput!, $images: [Upload!], $brochure: Upload) {
  addEvent(input: $input, images: $images, brochure: $brochure) { ${EVENT_FIELDS} }
}`;

export const UPDATE_EVENT_MUTATION = `mutation UpdateEvent($id: ID!, $input: EventInput!, $kept: EventFilesKept!, $images: [Upload!], $brochure: Upload) {
  updateEvent(id: $id, input: $input, kept: $kept, images: $images, brochure: $brochure) { ${EVENT_FIELDS} }
}`;

export const DELETE_EVENT_MUTATION = `mutation DeleteEvent($id: ID, $title: String) { deleteEvent(id: $id, title: $title) }`;

/** The admin list: who is signed in (null once the session has ended) and every event. */
export const ADMIN_EVENTS_QUERY = `query AdminEvents { currentAdmin events { ${EVENT_FIELDS} } }`;
