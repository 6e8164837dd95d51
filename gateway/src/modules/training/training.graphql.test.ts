import { randomUUID } from 'node:crypto';
import {
  DELETE_TRAINING_SESSION_MUTATION,
  ID_CARD_MAX_BYTES,
  TRAINING_REGISTRATIONS_QUERY,
  TRAINING_REGISTRATION_MESSAGES as M,
  TRAINING_SESSIONS_QUERY,
  TRAINING_SESSION_MESSAGES as S,
  UPDATE_TRAINING_SESSION_MUTATION,
  CREATE_TRAINING_SESSION_MUTATION,
} from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { jpegBytes, pdfBytes, pngBytes } from '../../test/file-fixtures.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { type SessionRow, createSession, kolkataDayFromNow, register, sessionInput } from '../../test/training-data.js';

type Registration = { id: string; reference: string; sessionTitle: string; role: string; fullName: string; idCard: { id: string; type: string; url: string } };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function sessions(): Promise<SessionRow[]> {
  return (await t.graphql<{ trainingSessions: SessionRow[] }>(TRAINING_SESSIONS_QUERY)).data!.trainingSessions;
}

async function session(title: string): Promise<SessionRow | undefined> {
  return (await sessions()).find((row) => row.title === title);
}

async function registrations(sessionTitle: string): Promise<Registration[]> {
  const result = await t.graphql<{ trainingRegistrations: Registration[] }>(TRAINING_REGISTRATIONS_QUERY, { sessionTitle }, await t.adminToken());
  return result.data!.trainingRegistrations;
}

describe('registerForTraining', () => {
  it('takes a seat and answers a reference; the admin sees the registration with its private ID card', async () => {
    const { title } = await createSession(t, { capacity: 3 });
    const result = await register(t, title, { idCard: { name: 'card.jpg', bytes: jpegBytes() } });
    expect(result.errors).toBeUndefined();
    const receipt = result.data!.registerForTraining;
    expect(receipt.reference).toMatch(/^TR-\d{8}-[2-9A-HJ-NP-Z]{4}$/);
    expect(receipt.sessionTitle).toBe(title);
    expect(await session(title)).toMatchObject({ capacity: 3, registered: 1 });
    const [listed] = await registrations(title);
    expect(listed).toMatchObject({ reference: receipt.reference, sessionTitle: title, role: 'Working Professional', fullName: 'Asha Rao' });
    expect(listed!.idCard).toMatchObject({ type: 'image/jpeg', url: `/files/private/${listed!.idCard.id}` });
    expect(await storedFiles(t)).toContain(`${listed!.idCard.id}.jpg`);
    expect((await fetch(`${t.url}${listed!.idCard.url}`)).status).toBe(401);
    const card = await fetch(`${t.url}${listed!.idCard.url}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(card.status).toBe(200);
    expect(Buffer.from(await card.arrayBuffer())).toEqual(jpegBytes());
  });

  it('gives 12 concurrent registrations for the last 2 seats exactly 2 seats and 10 refusals', async () => {
    const { title } = await createSession(t, { capacity: 5 });
    for (let i = 0; i < 3; i += 1) expect((await register(t, title)).errors).toBeUndefined();
    const files = (await storedFiles(t)).length;
    const results = await Promise.all(Array.from({ length: 12 }, () => register(t, title)));
    expect(results.filter((r) => r.data?.registerForTraining)).toHaveLength(2);
    const refusals = results.filter((r) => r.errors);
    expect(refusals).toHaveLength(10);
    for (const refusal of refusals)
      expect(refusal.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { sessionTitle: M.fullSession } });
    expect(await session(title)).toMatchObject({ registered: 5 });
    expect(await registrations(title)).toHaveLength(5);
    expect(await storedFiles(t)).toHaveLength(files + 2);
  });

  it('takes no second seat for a replay, also for concurrent duplicates', async () => {
    const { title } = await createSession(t, { capacity: 10 });
    const id = randomUUID();
    const first = await register(t, title, { id });
    const again = await register(t, title, { id });
    expect(again.data).toEqual(first.data);
    const concurrentId = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => register(t, title, { id: concurrentId })));
    expect(new Set(results.map((r) => r.data?.registerForTraining.reference)).size).toBe(1);
    expect(await session(title)).toMatchObject({ registered: 2 });
    expect(await registrations(title)).toHaveLength(2);
  });

  it.each([
    ['a past session', { date: kolkataDayFromNow(-1) }, 0, M.pastSession],
    ['a full session', { capacity: 1 }, 1, M.fullSession],
  ])('refuses %s, storing neither registration nor file', async (_name, overrides, earlier, message) => {
    const { title } = await createSession(t, overrides);
    if (earlier > 0) await register(t, title);
    const files = await storedFiles(t);
    const result = await register(t, title);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ sessionTitle: message });
    expect(await storedFiles(t)).toEqual(files);
  });

  it('takes registrations for a session dated today in Kolkata', async () => {
    const { title } = await createSession(t, { date: kolkataDayFromNow(0) });
    expect((await register(t, title)).errors).toBeUndefined();
  });

  it('refuses an unknown session', async () => {
    const result = await register(t, 'No Such Session');
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ sessionTitle: M.noSession });
  });

  it.each([
    ['a PDF renamed .png', { name: 'card.png', bytes: pdfBytes(), type: 'image/png' }, M.idCardType],
    ['an image over 5 MB', { name: 'card.png', bytes: Buffer.concat([pngBytes(), Buffer.alloc(ID_CARD_MAX_BYTES)]) }, M.idCardSize],
    ['no ID card', null, M.required],
  ])('refuses %s', async (_name, idCard, message) => {
    const { title } = await createSession(t);
    const files = await storedFiles(t);
    const result = await register(t, title, { idCard });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { idCard: message } });
    expect(await session(title)).toMatchObject({ registered: 0 });
    expect(await storedFiles(t)).toEqual(files);
  });

  it('reports missing fields with the shared message and an unknown role', async () => {
    const { title } = await createSession(t);
    const missing = await register(t, title, { input: { fullName: ' ', contact: '', workEmail: '', organization: '', employeeId: '' } });
    expect(missing.errors?.[0]?.message).toBe(M.required);
    const role = await register(t, title, { input: { role: 'Student', workEmail: 'not-an-email' } });
    expect(role.errors?.[0]?.extensions?.fieldErrors).toEqual({ role: M.required, workEmail: M.workEmail });
  });
});

describe('admin session operations', () => {
  it('creates with 0 registered, updates (registered too), and lists soonest first', async () => {
    const token = await t.adminToken();
    const later = await createSession(t, { date: kolkataDayFromNow(40) });
    const created = await t.graphql<{ createTrainingSession: SessionRow }>(
      CREATE_TRAINING_SESSION_MUTATION,
      { input: sessionInput({ date: kolkataDayFromNow(30), registered: 7 }) },
      token,
    );
    const { title } = created.data!.createTrainingSession;
    expect(created.data!.createTrainingSession.registered).toBe(0);
    const listed = (await sessions()).map((row) => row.title);
    expect(listed.indexOf(title)).toBeLessThan(listed.indexOf(later.title));

    const renamed = `${title} (advanced)`;
    const updated = await t.graphql<{ updateTrainingSession: SessionRow }>(
      UPDATE_TRAINING_SESSION_MUTATION,
      { title, input: sessionInput({ title: renamed, capacity: 4, registered: 4 }) },
      token,
    );
    expect(updated.data!.updateTrainingSession).toMatchObject({ title: renamed, capacity: 4, registered: 4 });
    expect((await register(t, renamed)).errors?.[0]?.message).toBe(M.fullSession);
  });

  it.each([
    [{ capacity: 0 }, { capacity: S.capacity }],
    [{ capacity: -3 }, { capacity: S.capacity }],
    [{ capacity: 2.5 }, { capacity: S.capacity }],
    [
      { capacity: null, instructor: '' },
      { capacity: S.required, instructor: S.required },
    ],
    [{ date: '2026-02-30' }, { date: S.date }],
  ])('refuses %j with the shared messages', async (overrides, fieldErrors) => {
    const result = await t.graphql(CREATE_TRAINING_SESSION_MUTATION, { input: sessionInput(overrides) }, await t.adminToken());
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
  });

  it('refuses a title already taken, on create and on rename', async () => {
    const token = await t.adminToken();
    const [a, b] = [await createSession(t), await createSession(t)];
    const created = await t.graphql(CREATE_TRAINING_SESSION_MUTATION, { input: sessionInput({ title: a.title }) }, token);
    expect(created.errors?.[0]?.extensions?.fieldErrors).toEqual({ title: S.titleTaken });
    const renamed = await t.graphql(UPDATE_TRAINING_SESSION_MUTATION, { title: b.title, input: sessionInput({ title: a.title }) }, token);
    expect(renamed.errors?.[0]?.extensions?.fieldErrors).toEqual({ title: S.titleTaken });
  });

  it('deletes a session with its registrations and their ID cards', async () => {
    const token = await t.adminToken();
    const { title } = await createSession(t);
    await register(t, title);
    const [{ idCard }] = (await registrations(title)) as [Registration];
    expect((await t.graphql(DELETE_TRAINING_SESSION_MUTATION, { title }, token)).data).toEqual({ deleteTrainingSession: true });
    expect(await session(title)).toBeUndefined();
    expect(await storedFiles(t)).not.toContain(`${idCard.id}.png`);
    expect((await fetch(`${t.url}${idCard.url}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    expect((await t.graphql(DELETE_TRAINING_SESSION_MUTATION, { title }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it.each([
    ['list registrations', TRAINING_REGISTRATIONS_QUERY, { sessionTitle: 'x' }],
    ['create', CREATE_TRAINING_SESSION_MUTATION, { input: sessionInput() }],
    ['update', UPDATE_TRAINING_SESSION_MUTATION, { title: 'x', input: sessionInput() }],
    ['delete', DELETE_TRAINING_SESSION_MUTATION, { title: 'x' }],
  ])('answers 401 to %s without a valid token', async (_name, query, variables) => {
    await expectAdminOnly((token) => t.graphql(query, variables, token));
  });
});
