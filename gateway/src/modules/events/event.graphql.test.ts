import {
  DELETE_EVENT_MUTATION,
  EVENT_ADMIN_MESSAGES as M,
  EVENTS_QUERY,
  type UpdateEventResult,
  UPDATE_EVENT_MUTATION,
  type AddEventResult,
  ADD_EVENT_MUTATION,
} from '@site/schema';
import { validEvent } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { jpegBytes, pdfBytes, pngBytes, textBytes } from '../../test/file-fixtures.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addTestEvent, eventOperation, listTestEvents, storedNamesOf } from '../../test/event-client.js';
import { DUPLICATE_TITLE_MESSAGE } from './event.service.js';

const png = (name = 'photo.png') => ({ name, bytes: pngBytes(), type: 'image/png' });
const jpeg = (name = 'photo.jpg') => ({ name, bytes: jpegBytes(), type: 'image/jpeg' });
const brochure = { name: 'brochure.pdf', bytes: pdfBytes(), type: 'application/pdf' };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const publicFiles = () => storedFiles(t, 'public');
const onDisk = async (names: string[]) => {
  const files = await publicFiles();
  return names.filter((id) => files.some((file) => file.startsWith(`${id}.`)));
};

describe('addEvent and events', () => {
  it('stores an event with images and a brochure that everyone can download', async () => {
    const event = await addTestEvent(t, validEvent({ title: 'ROC 2026' }), { images: [png('stage.png'), jpeg('team.jpg')], brochure });
    expect(event).toMatchObject({
      title: 'ROC 2026',
      date: '2026-03-12',
      endDate: '2026-03-14',
      location: 'Mumbai',
      descriptions: ['A robotics contest.', 'Teams from 40 colleges.'],
      meetingLink: 'https://meet.example.com/roc',
      registrationLink: 'https://example.com/register',
      brochure: { name: 'brochure.pdf' },
    });
    expect(event.images.map((image) => image.name)).toEqual(['stage.png', 'team.jpg']);
    expect(await onDisk(storedNamesOf(event))).toHaveLength(3);
    const image = await fetch(`${t.url}${event.images[1]!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${t.url}${event.brochure!.url}`)).headers.get('content-type')).toBe('application/pdf');
    expect((await listTestEvents(t)).find((row) => row.id === event.id)).toEqual(event);
  });

  it('lists newest first and filters by the days an event touches', async () => {
    await addTestEvent(t, validEvent({ title: 'March contest' }));
    await addTestEvent(t, validEvent({ title: 'February fair', date: '2026-02-27', endDate: '2026-03-02' }));
    await addTestEvent(t, validEvent({ title: 'April talk', date: '2026-04-05', endDate: null }));
    const titles = (events: { title: string }[]) =>
      events.map((event) => event.title).filter((title) => ['February fair', 'April talk', 'March contest'].includes(title));
    expect(titles(await listTestEvents(t))).toEqual(['April talk', 'March contest', 'February fair']);
    expect(titles(await listTestEvents(t, { from: '2026-03-01', to: '2026-03-31' }))).toEqual(['March contest', 'February fair']);
    expect(titles(await listTestEvents(t, { from: '2026-04-05', to: '2026-04-05' }))).toEqual(['April talk']);
    expect((await t.graphql(EVENTS_QUERY, { from: 'March' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['six images', {}, { images: Array.from({ length: 6 }, () => png()) }, { images: M.tooManyImages }],
    ['a PNG named .pdf as the brochure', {}, { brochure: { name: 'brochure.pdf', bytes: pngBytes(), type: 'application/pdf' } }, { brochure: M.brochureType }],
    ['text named .png as an image', {}, { images: [{ name: 'x.png', bytes: textBytes(), type: 'image/png' }] }, { images: M.imageType }],
    ['a missing location', { location: ' ' }, {}, { location: M.required }],
    ['a missing first description', { descriptions: ['', 'Second'] }, {}, { descriptions: M.required }],
    ['a bad meeting link', { meetingLink: 'meet.example.com' }, {}, { meetingLink: M.meetingLink }],
    ['an end before the start', { endDate: '2026-03-01' }, {}, { endDate: M.endDate }],
  ])('refuses %s, storing neither event nor file', async (name, change, files, fieldErrors) => {
    const before = await publicFiles();
    const result = await eventOperation<AddEventResult>(
      t,
      ADD_EVENT_MUTATION,
      { input: validEvent({ title: `Refused ${name}`, ...change }) },
      files,
      await t.adminToken(),
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
    expect((await listTestEvents(t)).some((event) => event.title === `Refused ${name}`)).toBe(false);
    expect(await publicFiles()).toEqual(before);
  });

  it('refuses a second event with the same title and keeps no file of it', async () => {
    await addTestEvent(t, validEvent({ title: 'Held once' }));
    const before = await publicFiles();
    const result = await eventOperation(t, ADD_EVENT_MUTATION, { input: validEvent({ title: 'Held once' }) }, { images: [png()] }, await t.adminToken());
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ title: DUPLICATE_TITLE_MESSAGE });
    expect(await publicFiles()).toEqual(before);
  });
});

describe('updateEvent', () => {
  it('keeps the listed images, adds new ones, replaces the brochure and deletes the files let go', async () => {
    const event = await addTestEvent(t, validEvent({ title: 'Expo 2026' }), { images: [png('a.png'), png('b.png'), png('c.png')], brochure });
    const [a, b, c] = event.images;
    const result = await eventOperation<UpdateEventResult>(
      t,
      UPDATE_EVENT_MUTATION,
      {
        id: event.id,
        input: validEvent({ title: 'Renamed?', location: 'Pune', descriptions: ['Changed.'] }),
        kept: { images: [c!.url, a!.url], brochure: true },
      },
      { images: [jpeg('d.jpg')], brochure: { name: 'new.pdf', bytes: pdfBytes(), type: 'application/pdf' } },
      await t.adminToken(),
    );
    const updated = result.data!.updateEvent;
    expect(updated).toMatchObject({ id: event.id, title: 'Expo 2026', location: 'Pune', descriptions: ['Changed.'], brochure: { name: 'new.pdf' } });
    expect(updated.images.map((image) => image.name)).toEqual(['c.png', 'a.png', 'd.jpg']);
    expect(await onDisk(storedNamesOf(event))).toEqual(storedNamesOf({ ...event, images: [a!, c!], brochure: null }));
    expect((await fetch(`${t.url}${b!.url}`)).status).toBe(404);
    expect(await onDisk(storedNamesOf(updated))).toHaveLength(4);
  });

  it('counts kept plus new images against the maximum of five', async () => {
    const event = await addTestEvent(t, validEvent({ title: 'Workshop' }), { images: [png(), png(), png()] });
    const before = await publicFiles();
    const kept = { images: event.images.map((image) => image.url), brochure: false };
    const result = await eventOperation(
      t,
      UPDATE_EVENT_MUTATION,
      { id: event.id, input: validEvent({ title: 'Workshop' }), kept },
      { images: [png(), png(), png()] },
      await t.adminToken(),
    );
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ images: M.tooManyImages });
    expect(await publicFiles()).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown event', async () => {
    const kept = { images: [], brochure: false };
    const result = await eventOperation(
      t,
      UPDATE_EVENT_MUTATION,
      { id: '00000000-0000-4000-8000-000000000000', input: validEvent({ title: 'X' }), kept },
      {},
      await t.adminToken(),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('deleteEvent', () => {
  it('deletes by id or by title, with its files', async () => {
    const token = await t.adminToken();
    for (const key of ['id', 'title'] as const) {
      const event = await addTestEvent(t, validEvent({ title: `Gone by ${key}` }), { images: [png()], brochure });
      const result = await t.graphql(DELETE_EVENT_MUTATION, { [key]: event[key] }, token);
      expect(result.data).toEqual({ deleteEvent: true });
      expect((await listTestEvents(t)).some((row) => row.id === event.id)).toBe(false);
      expect(await onDisk(storedNamesOf(event))).toEqual([]);
      expect((await fetch(`${t.url}${event.images[0]!.url}`)).status).toBe(404);
    }
    expect((await t.graphql(DELETE_EVENT_MUTATION, { title: 'Gone by id' }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('admin operations without a valid token', () => {
  beforeAll(() => addTestEvent(t, validEvent({ title: 'Kept 2026' })));

  it.each([
    ['add', ADD_EVENT_MUTATION, { input: validEvent({ title: 'Intruder' }) }],
    [
      'update',
      UPDATE_EVENT_MUTATION,
      { id: '00000000-0000-4000-8000-000000000000', input: validEvent({ title: 'Intruder' }), kept: { images: [], brochure: false } },
    ],
    ['delete', DELETE_EVENT_MUTATION, { title: 'Kept 2026' }],
  ])('answers 401 to %s', async (_name, query, variables) => {
    await expectAdminOnly((token) => eventOperation(t, query, variables, { images: [png()] }, token));
    expect((await listTestEvents(t)).some((event) => event.title === 'Intruder')).toBe(false);
    expect((await listTestEvents(t)).some((event) => event.title === 'Kept 2026')).toBe(true);
  });
});
