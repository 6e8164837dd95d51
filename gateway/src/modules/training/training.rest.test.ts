import { randomUUID } from 'node:crypto';
import { TRAINING_REGISTRATION_MESSAGES as M, TRAINING_SESSION_MESSAGES as S } from '@site/schema';
import { validTrainingRegistration } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestAdminOnly } from '../../test/admin-only.js';
import { pdfBytes, pngBytes } from '../../test/file-fixtures.js';
import { type Part, type TestFile, fieldParts, postForm } from '../../test/multipart.js';
import { restCall } from '../../test/rest-call.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { createSession, kolkataDayFromNow, sessionInput } from '../../test/training-data.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const path = (title: string) => encodeURIComponent(title);

function registrationParts(sessionTitle: string, idCard: TestFile | null = { name: 'card.png', bytes: pngBytes() }): Part[] {
  const fields = fieldParts({ ...validTrainingRegistration({ sessionTitle }), registeredAt: new Date().toISOString() });
  return idCard ? [...fields, { name: 'idCard', file: idCard }] : fields;
}

describe('training REST shim', () => {
  it('GET /api/trainingSessions lists sessions publicly with _id', async () => {
    const created = await createSession(t, { capacity: 9 });
    const response = await restCall(t, 'GET', '/api/trainingSessions');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.find((row) => row.title === created.title)).toMatchObject({ _id: created.id, capacity: 9, registered: 0, date: created.date });
  });

  it('POST, PUT and DELETE /api/trainingSessions manage a session with the token', async () => {
    const token = await t.adminToken();
    const input = { ...sessionInput(), capacity: '12', registered: 5 };
    const created = await restCall(t, 'POST', '/api/trainingSessions', input, token);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ title: input.title, capacity: 12, registered: 0 });

    const updated = await restCall(t, 'PUT', `/api/trainingSessions/${path(input.title)}`, { ...input, capacity: 3, registered: 3 }, token);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: input.title, capacity: 3, registered: 3 });

    const refused = await restCall(t, 'PUT', `/api/trainingSessions/${path(input.title)}`, { ...input, capacity: '0' }, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: S.capacity, fields: { capacity: S.capacity } });

    expect((await restCall(t, 'DELETE', `/api/trainingSessions/${path(input.title)}`, undefined, token)).status).toBe(200);
    expect((await restCall(t, 'DELETE', `/api/trainingSessions/${path(input.title)}`, undefined, token)).status).toBe(404);
  });

  it('POST /api/trainingRegistrations registers from a form, and the admin lists it with its ID card link', async () => {
    const token = await t.adminToken();
    const { title } = await createSession(t);
    const response = await postForm(t, '/api/trainingRegistrations', registrationParts(title));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reference: string };
    expect(body).toMatchObject({ success: true, reference: expect.stringMatching(/^TR-/) });

    const listed = await restCall(t, 'GET', `/api/trainingRegistrations/${path(title)}`, undefined, token);
    const [row] = (await listed.json()) as Record<string, string>[];
    expect(row).toMatchObject({ sessionTitle: title, reference: body.reference, fullName: 'Asha Rao', idCard: expect.stringMatching(/^\/files\/private\//) });
    expect((await fetch(`${t.url}${row!.idCard}`)).status).toBe(401);
    expect((await fetch(`${t.url}${row!.idCard}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('takes one seat for a replayed Idempotency-Key', async () => {
    const { title } = await createSession(t);
    const key = randomUUID();
    const first = await postForm(t, '/api/trainingRegistrations', registrationParts(title), { 'idempotency-key': key });
    const again = await postForm(t, '/api/trainingRegistrations', registrationParts(title), { 'idempotency-key': key });
    expect(await again.json()).toEqual(await first.json());
    const sessions = (await (await restCall(t, 'GET', '/api/trainingSessions')).json()) as { title: string; registered: number }[];
    expect(sessions.find((row) => row.title === title)?.registered).toBe(1);
  });

  it.each([
    ['a past session', { date: kolkataDayFromNow(-2) }, undefined, M.pastSession],
    ['a PDF renamed .png', {}, { name: 'card.png', bytes: pdfBytes(), type: 'image/png' }, M.idCardType],
    ['no ID card', {}, null, M.required],
  ])('answers 400 with the error field for %s', async (_name, overrides, idCard, message) => {
    const { title } = await createSession(t, overrides);
    const files = await storedFiles(t);
    const response = await postForm(t, '/api/trainingRegistrations', registrationParts(title, idCard));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
    expect(await storedFiles(t)).toEqual(files);
  });

  it('answers the unknown-session message for an unknown title', async () => {
    const response = await postForm(t, '/api/trainingRegistrations', registrationParts('Nothing'));
    expect(await response.json()).toMatchObject({ error: M.noSession });
  });

  it.each([
    ['POST', '/api/trainingSessions', sessionInput()],
    ['PUT', '/api/trainingSessions/x', sessionInput()],
    ['DELETE', '/api/trainingSessions/x', undefined],
    ['GET', '/api/trainingRegistrations/x', undefined],
  ] as const)('%s %s answers 401 without a valid token', async (method, route, body) => {
    await expectRestAdminOnly(t, method, route, body);
  });
});
