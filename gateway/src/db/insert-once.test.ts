import { randomUUID } from 'node:crypto';
import { validEnquiry } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Enquiry } from '../modules/enquiries/enquiry.entity.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { insertOnce, setInsertsInFlight } from './insert-once.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function enquiry(submissionId: string, name = 'Asha Rao') {
  return {
    ...validEnquiry({ name }),
    id: randomUUID(),
    submissionId,
    submittedAt: null,
    receivedAt: new Date(),
    remark: '',
  };
}

const submit = (row: ReturnType<typeof enquiry>) => insertOnce(t.server.db.orm.em.fork(), Enquiry, 'ENQUIRY', row);
const stored = (submissionIds: string[]) => t.server.db.orm.em.fork().count(Enquiry, { submissionId: { $in: submissionIds } });

describe('insertOnce', () => {
  it('stores every one of many submissions that arrive together, each once', async () => {
    const ids = Array.from({ length: 120 }, () => randomUUID());
    const answers = await Promise.all(ids.map((id) => submit(enquiry(id))));
    expect(answers.map((row) => row.submissionId)).toEqual(ids);
    expect(await stored(ids)).toBe(120);
  });

  it('answers duplicates in one burst with the row stored first', async () => {
    const id = randomUUID();
    const others = Array.from({ length: 10 }, () => randomUUID());
    const answers = await Promise.all([...others.map((other) => submit(enquiry(other))), ...Array.from({ length: 5 }, () => submit(enquiry(id)))]);
    const forId = answers.filter((row) => row.submissionId === id);
    expect(new Set(forId.map((row) => row.id)).size).toBe(1);
    expect(await stored([id, ...others])).toBe(11);
  });

  it('refuses a row the database refuses without losing the rows sent with it', async () => {
    const good = Array.from({ length: 8 }, () => randomUUID());
    const bad = randomUUID();
    const answers = await Promise.allSettled([...good.map((id) => submit(enquiry(id))), submit(enquiry(bad, 'x'.repeat(51)))]);
    expect(answers.slice(0, 8).every((answer) => answer.status === 'fulfilled')).toBe(true);
    expect(answers[8]!.status).toBe('rejected');
    expect(await stored([...good, bad])).toBe(8);
  });

  it('stores a replay once when it is sent in several inserts running at once', async () => {
    // This file's server is its own: the setting stays with it.
    setInsertsInFlight(t.server.db.orm.em, 4);
    const id = randomUUID();
    const others = Array.from({ length: 40 }, () => randomUUID());
    const sent = others.flatMap((other, index) => (index % 8 === 0 ? [other, id] : [other]));
    const answers = await Promise.all(sent.map((submissionId) => submit(enquiry(submissionId))));
    expect(new Set(answers.filter((row) => row.submissionId === id).map((row) => row.id)).size).toBe(1);
    expect(await stored([id, ...others])).toBe(41);
  });

  it('refuses a row that lacks a column rather than storing null over its default', async () => {
    const { remark: _remark, ...withoutRemark } = enquiry(randomUUID());
    await expect(insertOnce(t.server.db.orm.em.fork(), Enquiry, 'ENQUIRY', withoutRemark as ReturnType<typeof enquiry>)).rejects.toThrow(
      /enquiries rows need remark/,
    );
  });
});
