import { randomUUID } from 'node:crypto';
import { FEEDBACK_MESSAGES as M } from '@site/schema';
import { feedbackReferences, validEventFeedback, validPresentationFeedback } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { restCall } from '../../test/rest-call.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const references = feedbackReferences();
const event = validEventFeedback(references);
const presentation = validPresentationFeedback(references);

const SUBMIT_EVENT = `mutation($id: String!, $input: EventFeedbackInput!) { submitEventFeedback(submissionId: $id, input: $input) { id receivedAt } }`;
const SUBMIT_PRESENTATION = `mutation($id: String!, $input: PresentationFeedbackInput!) { submitPresentationFeedback(submissionId: $id, input: $input) { id receivedAt } }`;
const EVENT_FIELDS = Object.keys(event).join(' ');
const PRESENTATION_FIELDS = Object.keys(presentation).join(' ');
const LIST_EVENT = `{ eventFeedbacks { id submittedAt ${EVENT_FIELDS} } }`;
const LIST_PRESENTATION = `{ presentationFeedbacks { id submittedAt ${PRESENTATION_FIELDS} } }`;

type Row = Record<string, string | null>;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const kinds = [
  { kind: 'event', submit: SUBMIT_EVENT, list: LIST_EVENT, valid: event, path: '/api/eventFeedbacks' },
  { kind: 'presentation', submit: SUBMIT_PRESENTATION, list: LIST_PRESENTATION, valid: presentation, path: '/api/presentationFeedbacks' },
] as const;

describe.each(kinds)('$kind feedback', ({ submit, list, valid, path }) => {
  const rows = async (): Promise<Row[]> => Object.values((await t.graphql<Record<string, Row[]>>(list, {}, await t.adminToken())).data!)[0]!;
  const send = (input: Record<string, unknown>, id = randomUUID()) => t.graphql<Record<string, { id: string }>>(submit, { id, input });
  const receiptId = (result: Awaited<ReturnType<typeof send>>) => Object.values(result.data!)[0]!.id;

  it('stores every field over GraphQL, trimmed, and lists it to an admin', async () => {
    const result = await send({ ...valid, question2: '  The robot arm demo  ', submittedAt: '2026-11-21T04:00:00.000Z' });
    expect(result.errors).toBeUndefined();
    expect((await rows()).find((row) => row.id === receiptId(result))).toEqual({ id: receiptId(result), submittedAt: '2026-11-21T04:00:00.000Z', ...valid });
  });

  it('keeps the optional details empty when they are not given', async () => {
    const result = await send({ ...valid, ...Object.fromEntries(Object.keys(references).map((name) => [name, null])) });
    expect((await rows()).find((row) => row.id === receiptId(result))).toMatchObject({ hodName: '', principalEmail: '', submittedAt: null });
  });

  it('refuses missing answers, a rating that is not one of the four and a bad optional e-mail, storing nothing', async () => {
    const before = (await rows()).length;
    const result = await send({ ...valid, question1: 'Great', question3: ' ', hodEmail: 'nope' });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { question1: M.rating, question3: M.required, hodEmail: M.email },
    });
    expect(await rows()).toHaveLength(before);
  });

  it('returns the first receipt for a replay and keeps one row', async () => {
    const id = randomUUID();
    const before = (await rows()).length;
    const first = await send(valid, id);
    const again = await send({ ...valid, question5: 'changed' }, id);
    expect(receiptId(again)).toBe(receiptId(first));
    expect(await rows()).toHaveLength(before + 1);
  });

  it(`POST ${path} stores the JSON body; replays with the Idempotency-Key header add no row`, async () => {
    const before = (await rows()).length;
    const key = randomUUID();
    const post = () => restCall(t, 'POST', path, valid, undefined, { 'idempotency-key': key });
    const first = await post();
    expect(first.status).toBe(201);
    const { _id } = (await first.json()) as { _id: string };
    expect(((await (await post()).json()) as { _id: string })._id).toBe(_id);
    expect((await rows()).find((row) => row.id === _id)).toMatchObject(valid);
    expect(await rows()).toHaveLength(before + 1);
  });

  it(`POST ${path} answers 400 with the field messages for missing answers`, async () => {
    const { question4: _omitted, ...rest } = valid;
    const response = await restCall(t, 'POST', path, rest);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: M.required, fields: { question4: M.required } });
  });

  it('answers 401 to the list without a valid token', async () => {
    await expectAdminOnly((token) => t.graphql(list, {}, token));
  });
});

describe('event feedback', () => {
  it("requires the student's details", async () => {
    const result = await t.graphql(SUBMIT_EVENT, {
      id: randomUUID(),
      input: { ...event, studentName: '', studentEmail: 'x', studentMobile: ' ', collegeName: '' },
    });
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
      studentName: M.required,
      studentEmail: M.email,
      studentMobile: M.required,
      collegeName: M.required,
    });
  });
});
