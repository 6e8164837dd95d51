import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { validEvent } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../test/file-fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addTestEvent } from '../../test/event-client.js';

let t: TestServer;
let web: string;
beforeAll(async () => {
  // A built site with the prerendered /events page, which the per-event route must not hide.
  web = await mkdtemp(join(tmpdir(), 'events-web-'));
  await mkdir(join(web, 'events'));
  await writeFile(join(web, 'routes.json'), JSON.stringify(['/events']));
  await writeFile(join(web, 'events', 'index.html'), '<h1>Events and Workshops</h1>');
  t = await startTestServer({ WEB_ROOT: web });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

function eventsOf(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('calendar feeds', () => {
  it('/events.ics parses and holds every event as all-day dates', async () => {
    const roc = await addTestEvent(t, validEvent({ title: 'ROC 2026, finals; day 1' }), { brochure: { name: 'b.pdf', bytes: pdfBytes() } });
    await addTestEvent(t, validEvent({ title: 'Open day', date: '2026-06-01', endDate: null, meetingLink: null, registrationLink: null }));
    const response = await fetch(`${t.url}/events.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = eventsOf(await response.text());
    // Every event the site lists, these two and any another test here added.
    const listed = (await (await fetch(`${t.url}/api/events`)).json()) as unknown[];
    expect(events).toHaveLength(listed.length);
    const feedRoc = events.find((event) => event.summary === 'ROC 2026, finals; day 1')!;
    expect(feedRoc.uid).toContain(roc.id);
    expect(feedRoc.location).toBe('Mumbai');
    expect(feedRoc.startDate.isDate).toBe(true);
    expect(feedRoc.startDate.toString()).toBe('2026-03-12');
    // DTEND of an all-day event is exclusive: the 14th is the last day.
    expect(feedRoc.endDate.toString()).toBe('2026-03-15');
    expect(feedRoc.description).toContain('A robotics contest.');
    expect(feedRoc.description).toContain(`${t.url}${roc.brochure!.url}`);
    const openDay = events.find((event) => event.summary === 'Open day')!;
    expect([openDay.startDate.toString(), openDay.endDate.toString()]).toEqual(['2026-06-01', '2026-06-02']);
  });

  it('/events/{id}.ics holds that one event, and an unknown id is not found', async () => {
    const event = await addTestEvent(t, validEvent({ title: 'Single' }));
    const response = await fetch(`${t.url}/events/${event.id}.ics`);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(eventsOf(await response.text()).map((row) => row.summary)).toEqual(['Single']);
    expect((await fetch(`${t.url}/events/00000000-0000-4000-8000-000000000000.ics`)).status).toBe(404);
  });

  it('leaves the pages of the site under /events/ alone', async () => {
    const page = await fetch(`${t.url}/events/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Events and Workshops');
  });
});
