import {
  ADD_EVENT_MUTATION,
  type EventAdminField,
  type EventData,
  type EventFileData,
  type EventInputData,
  type FieldErrors,
  UPDATE_EVENT_MUTATION,
  validateEventAdmin,
} from '@site/schema';
import { fileInfo } from '../../../lib/file-info';
import type { EventUpload } from './send-event-form';

export interface EventFormValues {
  title: string;
  date: string;
  endDate: string;
  location: string;
  descriptions: string[];
  meetingLink: string;
  registrationLink: string;
  /** Images the event already has and that stay. */
  existingImages: EventFileData[];
  newImages: File[];
  existingBrochure: EventFileData | null;
  newBrochure: File | null;
}

export function emptyEventForm(): EventFormValues {
  return {
    title: '',
    date: '',
    endDate: '',
    location: '',
    descriptions: [''],
    meetingLink: '',
    registrationLink: '',
    existingImages: [],
    newImages: [],
    existingBrochure: null,
    newBrochure: null,
  };
}

export function eventFormOf(event: EventData): EventFormValues {
  return {
    title: event.title,
    date: event.date,
    endDate: event.endDate ?? '',
    location: event.location,
    descriptions: event.descriptions.length > 0 ? [...event.descriptions] : [''],
    meetingLink: event.meetingLink ?? '',
    registrationLink: event.registrationLink ?? '',
    existingImages: [...event.images],
    newImages: [],
    existingBrochure: event.brochure,
    newBrochure: null,
  };
}

/** The shared rule over the form, files described as the rule needs them. */
export function validateEventForm(values: EventFormValues): FieldErrors<EventAdminField> {
  return validateEventAdmin({
    ...values,
    images: values.newImages.map(fileInfo),
    brochure: values.newBrochure && fileInfo(values.newBrochure),
  });
}

function inputOf(values: EventFormValues): EventInputData {
  return {
    title: values.title,
    date: values.date,
    endDate: values.endDate || null,
    location: values.location,
    descriptions: values.descriptions,
    meetingLink: values.meetingLink || null,
    registrationLink: values.registrationLink || null,
  };
}

/** The add, or the update of `id`, as one upload. */
export function eventUploadOf(values: EventFormValues, id: string | null): EventUpload {
  const files = { images: values.newImages, brochure: values.newBrochure };
  if (id === null) return { query: ADD_EVENT_MUTATION, variables: { input: inputOf(values) }, ...files };
  const kept = { images: values.existingImages.map((image) => image.url), brochure: values.existingBrochure !== null };
  return { query: UPDATE_EVENT_MUTATION, variables: { id, input: inputOf(values), kept }, ...files };
}
