import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const insertEnquiry = async () => {
  const id = randomUUID();
  await t.sql(
    `insert into enquiries (id, submission_id, name, email, phone, enquiry, received_at) values (?, ?, 'A', 'a@example.com', '9876543210', 'Hi', now())`,
    [id, randomUUID()],
  );
  return id;
};
const mailKeys = async (ids: string[]) =>
  (await t.sql<{ key: string }>(`select key from jobs where kind = 'mail' and payload->>'sourceId' in (?, ?) order by key`, ids)).map(({ key }) => key);

it("deletes a submission's e-mails with it, whatever deletes it, and leaves the others' alone", async () => {
  const [gone, kept] = [await insertEnquiry(), await insertEnquiry()];
  await t.sql(`update jobs set status = 'done', result = 'team@svr.test' where payload->>'sourceId' = ?`, [gone]);
  expect(await mailKeys([gone, kept])).toEqual([`${gone}/team`, `${kept}/team`].sort());

  await t.sql(`delete from enquiries where id = ?`, [gone]);

  expect(await mailKeys([gone, kept])).toEqual([`${kept}/team`]);
});

it('deletes, once, the e-mails whose submission was deleted before, on every table that queues e-mails', async () => {
  const migrator = t.server.db.orm.getMigrator();
  await migrator.down({ to: 'Migration20261125020500' });
  const [gone, kept] = [await insertEnquiry(), await insertEnquiry()];
  const ticket = randomUUID();
  await t.sql(
    `insert into jobs (kind, key, payload) values ('mail', ?, jsonb_build_object('table', 'support_tickets', 'sourceId', ?::text, 'audience', 'visitor'))`,
    [`${ticket}/visitor`, ticket],
  );
  await t.sql(`delete from enquiries where id = ?`, [gone]);
  expect(await mailKeys([gone, kept])).toEqual([`${gone}/team`, `${kept}/team`].sort());

  await migrator.up();

  expect(await mailKeys([gone, kept])).toEqual([`${kept}/team`]);
  expect(await t.sql(`select key from jobs where key = ?`, [`${ticket}/visitor`])).toEqual([]);
  const triggers = await t.sql<{ tgname: string }>(`select tgname from pg_trigger where tgname like '%_mail_removed' order by tgname`);
  expect(triggers.map(({ tgname }) => tgname)).toEqual([
    'contact_submissions_mail_removed',
    'enquiries_mail_removed',
    'event_feedbacks_mail_removed',
    'job_applications_mail_removed',
    'presentation_feedbacks_mail_removed',
    'support_tickets_mail_removed',
    'training_registrations_mail_removed',
  ]);
});
