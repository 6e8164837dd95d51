import {
  ADD_EVENT_MUTATION,
  type AddEventResult,
  DELETE_EVENT_MUTATION,
  type DeleteEventResult,
  type EventData,
  EVENTS_QUERY,
  type EventsResult,
  UPDATE_EVENT_MUTATION,
  type UpdateEventResult,
} from '@site/schema';
import { type JsonSchema, itemOf, listOf, object, reshape, SUCCESS, text } from '../../openapi/json-schema.js';
import { field, jsonField, listField, optionalField, uploadField, uploadsField } from '../../rest/request-values.js';
import { type ShimRequest, shimRoute } from '../../rest/shim-route.js';

const FILE_FIELDS = ['images', 'brochure'];

const EVENT_BODY = object(
  {
    title: text(),
    date: text('The first day, YYYY-MM-DD.'),
    endDate: text('The last day of an event of several days, YYYY-MM-DD.'),
    location: text(),
    descriptions: { type: 'array', items: text(), description: 'Its paragraphs (in a form, repeated `descriptions[]` fields).' },
    meetingLink: text(),
    registrationLink: text(),
  },
  ['endDate', 'meetingLink', 'registrationLink'],
);
const EVENT_FILES = { images: 'Pictures of the event, the field repeated for each.', brochure: 'The brochure, a PDF.' };
const eventSchema = (event: JsonSchema | undefined) => reshape(event, { rename: { id: '_id' } });

/** Spec §3's Event (server): `_id` for `id`; the calendar's extra fields ride along. */
function eventView({ id, ...rest }: EventData) {
  return { _id: id, ...rest };
}

function inputOf(request: ShimRequest) {
  return {
    title: field(request, 'title'),
    date: field(request, 'date'),
    endDate: optionalField(request, 'endDate'),
    location: field(request, 'location'),
    descriptions: listField(request, 'descriptions'),
    meetingLink: optionalField(request, 'meetingLink'),
    registrationLink: optionalField(request, 'registrationLink'),
  };
}

/** `existingImages` is a JSON list of `{url, name}` (or of URLs); `existingBrochure` a JSON `{url, name}` or null. */
function keptOf(request: ShimRequest) {
  const images = jsonField(request, 'existingImages');
  const urls = Array.isArray(images)
    ? images.map((image: unknown) => (typeof image === 'string' ? image : String((image as { url?: unknown } | null)?.url ?? '')))
    : [];
  const brochure = jsonField(request, 'existingBrochure');
  return { images: urls, brochure: typeof brochure === 'object' && brochure !== null };
}

export const eventShimRoutes = [
  shimRoute<EventsResult>({
    method: 'GET',
    path: '/api/events',
    doc: { summary: 'Every event, soonest first', access: 'public', answer: ({ events }) => listOf(eventSchema(itemOf(events))) },
    operation: EVENTS_QUERY,
    respond: ({ events }) => ({ body: events.map(eventView) }),
  }),
  shimRoute<AddEventResult>({
    method: 'POST',
    path: '/api/addEvent',
    doc: { summary: 'Adds an event', access: 'admin', status: 201, body: EVENT_BODY, files: EVENT_FILES, answer: ({ addEvent }) => eventSchema(addEvent) },
    operation: ADD_EVENT_MUTATION,
    files: FILE_FIELDS,
    variables: (request) => ({ input: inputOf(request), images: uploadsField(request, 'images'), brochure: uploadField(request, 'brochure') }),
    respond: ({ addEvent }) => ({ status: 201, body: eventView(addEvent) }),
  }),
  shimRoute<UpdateEventResult>({
    method: 'PUT',
    path: '/api/updateEvent/:id',
    doc: {
      summary: 'Changes an event',
      description: 'The event’s images and brochure are those kept (`existingImages`, `existingBrochure`) and those sent.',
      access: 'admin',
      body: object(
        {
          ...EVENT_BODY.properties,
          existingImages: text('JSON: the images to keep, a list of `{url, name}` (or of URLs).'),
          existingBrochure: text('JSON: the brochure to keep, `{url, name}`, or null.'),
        },
        ['endDate', 'meetingLink', 'registrationLink', 'existingImages', 'existingBrochure'],
      ),
      files: EVENT_FILES,
      answer: ({ updateEvent }) => eventSchema(updateEvent),
    },
    operation: UPDATE_EVENT_MUTATION,
    files: FILE_FIELDS,
    variables: (request) => ({
      id: request.params.id,
      input: inputOf(request),
      kept: keptOf(request),
      images: uploadsField(request, 'images'),
      brochure: uploadField(request, 'brochure'),
    }),
    respond: ({ updateEvent }) => ({ body: eventView(updateEvent) }),
  }),
  shimRoute<DeleteEventResult>({
    method: 'DELETE',
    path: '/api/deleteEvent/:title',
    doc: { summary: 'Deletes the event of that title', access: 'admin', answer: () => SUCCESS },
    operation: DELETE_EVENT_MUTATION,
    variables: (request) => ({ title: request.params.title }),
    respond: () => ({ body: { success: true } }),
  }),
];
