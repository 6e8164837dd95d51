import { EVENT_ADMIN_MESSAGES as M } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestAdminOnly } from '../../test/admin-only.js';
import { jpegBytes, pdfBytes, pngBytes } from '../../test/file-fixtures.js';
import { fieldParts, type Part, encodeMultipart } from '../../test/multipart.js';
import { restCall } from '../../test/rest-call.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

interface EventRow {
  _id: string;
  title: string;
  date: string;
  location: string;
  descriptions: string[];
  images: { url: string; name: string }[];
  brochure: { url: string; name: string } | null;
  meetingLink: string | null;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const image = (name: string, bytes = pngBytes()): Part => ({ name: 'images', file: { name, bytes, type: 'image/png' } });
const brochurePart = (name = 'brochure.pdf', bytes = pdfBytes()): Part => ({ name: 'brochure', file: { name, bytes, type: 'application/pdf' } });

function form(title: string, extra: Record<string, string> = {}): Part[] {
  return [
    ...fieldParts({ title, date: '2026-05-20', location: 'Chennai', meetingLink: 'https://meet.example.com/x', ...extra }),
    { name: 'descriptions[]', value: 'First paragraph.' },
    { name: 'descriptions[]', value: 'Second paragraph.' },
  ];
}

function send(method: 'POST' | 'PUT', path: string, parts: Part[], token?: string): Promise<Response> {
  const { body, contentType } = encodeMultipart(parts);
  return fetch(`${t.url}${path}`, { method, headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
}

async function list(): Promise<EventRow[]> {
  return (await (await fetch(`${t.url}/api/events`)).json()) as EventRow[];
}

describe('event rows', () => {
  it('POST /api/addEvent, GET /api/events, PUT /api/updateEvent/{id}, DELETE /api/deleteEvent/{title}', async () => {
    const token = await t.adminToken();
    // Other tests here leave events with files; this one counts only what it adds.
    const before = await storedFiles(t, 'public');
    const added = await send('POST', '/api/addEvent', [...form('Expo Chennai'), image('a.png'), image('b.png', jpegBytes()), brochurePart()], token);
    expect(added.status).toBe(201);
    const event = (await added.json()) as EventRow;
    expect(event).toMatchObject({
      title: 'Expo Chennai',
      date: '2026-05-20',
      location: 'Chennai',
      descriptions: ['First paragraph.', 'Second paragraph.'],
      meetingLink: 'https://meet.example.com/x',
      brochure: { name: 'brochure.pdf' },
    });
    expect(event.images.map((row) => row.name)).toEqual(['a.png', 'b.jpg']);
    expect((await list()).find((row) => row._id === event._id)).toEqual(event);
    expect(await storedFiles(t, 'public')).toHaveLength(before.length + 3);

    const [first, second] = event.images;
    const updated = await send(
      'PUT',
      `/api/updateEvent/${event._id}`,
      [
        ...form('Expo Chennai', { location: 'Madurai' }),
        { name: 'existingImages', value: JSON.stringify([second]) },
        { name: 'existingBrochure', value: 'null' },
        image('c.png'),
      ],
      token,
    );
    expect(updated.status).toBe(200);
    const after = (await updated.json()) as EventRow;
    expect(after).toMatchObject({ _id: event._id, location: 'Madurai', brochure: null });
    expect(after.images.map((row) => row.name)).toEqual(['b.jpg', 'c.png']);
    expect((await fetch(`${t.url}${first!.url}`)).status).toBe(404);
    expect((await fetch(`${t.url}${event.brochure!.url}`)).status).toBe(404);
    expect(await storedFiles(t, 'public')).toHaveLength(before.length + 2);

    const removed = await restCall(t, 'DELETE', `/api/deleteEvent/${encodeURIComponent('Expo Chennai')}`, { data: after }, token);
    expect(removed.status).toBe(200);
    expect((await list()).some((row) => row._id === event._id)).toBe(false);
    expect(await storedFiles(t, 'public')).toEqual(before);
    expect((await restCall(t, 'DELETE', `/api/deleteEvent/${encodeURIComponent('Expo Chennai')}`, { data: after }, token)).status).toBe(404);
  });

  it.each([
    ['six images', Array.from({ length: 6 }, (_, i) => image(`${i}.png`)), {}, { images: M.tooManyImages }],
    ['a PNG named .pdf', [brochurePart('brochure.pdf', pngBytes())], {}, { brochure: M.brochureType }],
    ['a missing location', [], { location: '' }, { location: M.required }],
    ['a bad meeting link', [], { meetingLink: 'not a link' }, { meetingLink: M.meetingLink }],
  ])('POST /api/addEvent refuses %s with 400', async (_name, files, extra, fields) => {
    const before = await storedFiles(t, 'public');
    const response = await send('POST', '/api/addEvent', [...form('Refused', extra), ...files], await t.adminToken());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields });
    expect((await list()).some((row) => row.title === 'Refused')).toBe(false);
    expect(await storedFiles(t, 'public')).toEqual(before);
  });

  it('PUT refuses kept plus new images over five', async () => {
    const token = await t.adminToken();
    const event = (await (
      await send('POST', '/api/addEvent', [...form('Full'), image('1.png'), image('2.png'), image('3.png'), image('4.png')], token)
    ).json()) as EventRow;
    const response = await send(
      'PUT',
      `/api/updateEvent/${event._id}`,
      [...form('Full'), { name: 'existingImages', value: JSON.stringify(event.images) }, image('5.png'), image('6.png')],
      token,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: M.tooManyImages });
    expect((await list()).find((row) => row._id === event._id)?.images).toHaveLength(4);
  });

  it.each([
    ['POST', '/api/addEvent'],
    ['PUT', '/api/updateEvent/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 401 without a valid token', async (method, path) => {
    for (const token of [undefined, 'forged']) expect((await send(method, path, [...form('Sneaky'), image('x.png')], token)).status).toBe(401);
    expect((await list()).some((row) => row.title === 'Sneaky')).toBe(false);
  });

  it('DELETE answers 401 without a valid token and keeps the event', async () => {
    await send('POST', '/api/addEvent', form('Kept'), await t.adminToken());
    await expectRestAdminOnly(t, 'DELETE', '/api/deleteEvent/Kept', { data: {} });
    expect((await list()).some((row) => row.title === 'Kept')).toBe(true);
  });
});
