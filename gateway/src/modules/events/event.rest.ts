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
import { field, jsonField, listField, optionalField, uploadField, uploadsField } from '../../rest/request-values.js';
import { type ShimRequest, shimRoute } from '../../rest/shim-route.js';

const FILE_FIELDS = ['images', 'brochure'];

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
    operation: EVENTS_QUERY,
    respond: ({ events }) => ({ body: events.map(eventView) }),
  }),
  shimRoute<AddEventResult>({
    method: 'POST',
    path: '/api/addEvent',
    operation: ADD_EVENT_MUTATION,
    files: FILE_FIELDS,
    variables: (request) => ({ input: inputOf(request), images: uploadsField(request, 'images'), brochure: uploadField(request, 'brochure') }),
    respond: ({ addEvent }) => ({ status: 201, body: eventView(addEvent) }),
  }),
  shimRoute<UpdateEventResult>({
    method: 'PUT',
    path: '/api/updateEvent/:id',
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
    operation: DELETE_EVENT_MUTATION,
    variables: (request) => ({ title: request.params.title }),
    respond: () => ({ body: { success: true } }),
  }),
];
