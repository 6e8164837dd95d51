import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENT_BROCHURE_RULE, EVENT_IMAGE_RULE, type EventAdminValues, hasErrors, isBlank, isIsoDate, text, validateEventAdmin } from '@site/schema';
import type { FileUpload } from 'graphql-upload-minimal';
import type { FileStore } from '../../files/file-store.js';
import type { ReceivedFile } from '../../files/receive-upload.js';
import type { UploadedFile } from '../../files/uploaded-file.entity.js';
import { isUuid } from '../../db/ids.js';
import { InvalidError, NotFoundError } from '../../core/errors.js';
import { deleteFromDisk, dropFileRows, fileOf, receiveUploads, refOf, savePublicFiles } from './event-files.js';
import { Event, type EventFileRef } from './event.entity.js';
import type { EventFilesKept, EventInput } from './event.types.js';

export const DUPLICATE_TITLE_MESSAGE = 'An event with this title already exists.';
export const DATE_RANGE_MESSAGE = 'Dates must be written YYYY-MM-DD.';

type Uploads = readonly Promise<FileUpload>[] | null | undefined;
type Upload = Promise<FileUpload> | null | undefined;

/** Newest first; with `from`/`to` (YYYY-MM-DD), only events whose days touch that range, as the calendar's month asks. */
export async function listEvents(em: EntityManager, from?: string | null, to?: string | null): Promise<Event[]> {
  for (const day of [from, to]) if (day != null && !isIsoDate(day)) throw new InvalidError({ range: DATE_RANGE_MESSAGE });
  const where = [...(to ? [{ date: { $lte: to } }] : []), ...(from ? [{ $or: [{ endDate: { $gte: from } }, { endDate: null, date: { $gte: from } }] }] : [])];
  return em.find(Event, where.length ? { $and: where } : {}, { orderBy: [{ date: 'desc' }, { createdAt: 'desc' }] });
}

export async function findEvent(em: EntityManager, id: string): Promise<Event> {
  const event = isUuid(id) ? await em.findOne(Event, { id }) : null;
  if (!event) throw new NotFoundError('Event');
  return event;
}

export async function addEvent(em: EntityManager, files: FileStore, input: EventInput, imageUploads: Uploads, brochureUpload: Upload): Promise<Event> {
  const { images, brochure } = await receiveFiles(imageUploads, brochureUpload);
  check({ ...input, images, brochure });
  const event = em.create(Event, { ...fieldsOf(input), title: text(input.title), images: [], brochure: null, createdAt: new Date(), updatedAt: new Date() });
  return saveWithFiles(em, files, event, images, brochure, []);
}

/** Replaces the event's fields (not its title, which is locked); stored files not kept are deleted. */
export async function updateEvent(
  em: EntityManager,
  files: FileStore,
  id: string,
  input: EventInput,
  kept: EventFilesKept,
  imageUploads: Uploads,
  brochureUpload: Upload,
): Promise<Event> {
  const event = await findEvent(em, id);
  const { images, brochure } = await receiveFiles(imageUploads, brochureUpload);
  const keptImages = [...new Set(kept.images)].flatMap((url) => event.images.find((ref) => fileOf(ref).url === url) ?? []);
  const keptBrochure = kept.brochure && !brochure ? event.brochure : null;
  check({ ...input, title: event.title, images, brochure, existingImages: keptImages.map(fileOf), existingBrochure: keptBrochure && fileOf(keptBrochure) });
  const dropped = [...event.images.filter((ref) => !keptImages.includes(ref)), ...(event.brochure && event.brochure !== keptBrochure ? [event.brochure] : [])];
  em.assign(event, { ...fieldsOf(input), images: keptImages, brochure: keptBrochure });
  return saveWithFiles(em, files, event, images, brochure, dropped);
}

/** Deletes the event and its images and brochure, the files on disk once the rows are gone. */
export async function deleteEvent(em: EntityManager, files: FileStore, event: Event): Promise<boolean> {
  const rows = await dropFileRows(em, [...event.images, ...(event.brochure ? [event.brochure] : [])]);
  em.remove(event);
  await em.flush();
  await deleteFromDisk(files, rows);
  return true;
}

export async function findEventByTitle(em: EntityManager, title: string): Promise<Event> {
  const event = await em.findOne(Event, { title: text(title) });
  if (!event) throw new NotFoundError('Event');
  return event;
}

async function receiveFiles(imageUploads: Uploads, brochureUpload: Upload): Promise<{ images: ReceivedFile[]; brochure: ReceivedFile | null }> {
  const images = await receiveUploads(imageUploads, 'images', EVENT_IMAGE_RULE);
  const [brochure = null] = await receiveUploads(brochureUpload ? [brochureUpload] : [], 'brochure', EVENT_BROCHURE_RULE);
  return { images, brochure };
}

function check(values: Partial<Record<keyof EventAdminValues, unknown>>): void {
  const errors = validateEventAdmin(values);
  if (hasErrors(errors)) throw new InvalidError(errors);
}

function fieldsOf(input: EventInput) {
  const [first = '', ...more] = input.descriptions.map(text);
  return {
    date: text(input.date),
    endDate: isBlank(input.endDate) || text(input.endDate) === text(input.date) ? null : text(input.endDate),
    location: text(input.location),
    descriptions: [first, ...more.filter((description) => description !== '')],
    meetingLink: isBlank(input.meetingLink) ? null : text(input.meetingLink),
    registrationLink: isBlank(input.registrationLink) ? null : text(input.registrationLink),
  };
}

/** Stores new files with the event in one flush; on failure the new files leave the disk, on success the dropped ones do. */
async function saveWithFiles(
  em: EntityManager,
  files: FileStore,
  event: Event,
  images: readonly ReceivedFile[],
  brochure: ReceivedFile | null,
  dropped: readonly EventFileRef[],
): Promise<Event> {
  const saved: UploadedFile[] = [];
  try {
    const imageRows = await savePublicFiles(em, files, images);
    saved.push(...imageRows);
    const brochureRows = await savePublicFiles(em, files, brochure ? [brochure] : []);
    saved.push(...brochureRows);
    event.images = [...event.images, ...imageRows.map(refOf)];
    if (brochureRows[0]) event.brochure = refOf(brochureRows[0]);
    const droppedRows = await dropFileRows(em, dropped);
    em.persist(event);
    await em.flush();
    await deleteFromDisk(files, droppedRows);
    return event;
  } catch (error) {
    await deleteFromDisk(files, saved);
    if (error instanceof UniqueConstraintViolationException) throw new InvalidError({ title: DUPLICATE_TITLE_MESSAGE });
    throw error;
  }
}
