/** The names the event screens, the shim rows and the tests give the events documents' generated types. */
import type { AddEventMutation, AdminEventsQuery, DeleteEventMutation, EventInput, EventsQuery, UpdateEventMutation } from './generated.js';

export type EventData = EventsQuery['events'][number];
export type EventFileData = EventData['images'][number];
export type EventInputData = EventInput;
export type EventsResult = EventsQuery;
export type AddEventResult = AddEventMutation;
export type UpdateEventResult = UpdateEventMutation;
export type DeleteEventResult = DeleteEventMutation;
export type AdminEventsResult = AdminEventsQuery;
