import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

it('moves every e-mail of mail_jobs into the job queue with its id and state, and back', async () => {
  const migrator = t.server.db.orm.getMigrator();
  const connection = t.server.db.orm.em.getConnection();
  await migrator.down({ to: 'Migration20261124215727' });
  const [sent, pending, failed] = [randomUUID(), randomUUID(), randomUUID()];
  await connection.execute(`insert into mail_jobs (id, source_table, source_id, audience, status, attempts, sent_at, recipient, last_error) values
    (41, 'enquiries', '${sent}', 'team', 'sent', 1, '2026-11-24T10:00:00Z', 'team@svr.test', null),
    (42, 'support_tickets', '${pending}', 'visitor', 'pending', 3, null, 'v@example.com', 'mail server down'),
    (43, 'job_applications', '${failed}', 'team', 'failed', 10, null, null, 'refused')`);

  // Up to the migration before the one that deletes e-mails whose submission is gone, as these are.
  await migrator.up({ to: 'Migration20261125020500' });
  const rows = await connection.execute(
    `select id, kind, key, payload, status, attempts, extract(epoch from done_at)::int as done_at, result, last_error from jobs order by id`,
  );
  expect(rows).toEqual([
    {
      id: 41,
      kind: 'mail',
      key: `${sent}/team`,
      payload: { table: 'enquiries', sourceId: sent, audience: 'team' },
      status: 'done',
      attempts: 1,
      done_at: Date.parse('2026-11-24T10:00:00Z') / 1000,
      result: 'team@svr.test',
      last_error: null,
    },
    {
      id: 42,
      kind: 'mail',
      key: `${pending}/visitor`,
      payload: { table: 'support_tickets', sourceId: pending, audience: 'visitor' },
      status: 'retrying',
      attempts: 3,
      done_at: null,
      result: 'v@example.com',
      last_error: 'mail server down',
    },
    {
      id: 43,
      kind: 'mail',
      key: `${failed}/team`,
      payload: { table: 'job_applications', sourceId: failed, audience: 'team' },
      status: 'failed',
      attempts: 10,
      done_at: null,
      result: null,
      last_error: 'refused',
    },
  ]);
  // New jobs get ids after the moved ones, and the submission triggers now write into the queue.
  const enquiry = randomUUID();
  await connection.execute(
    `insert into enquiries (id, submission_id, name, email, phone, enquiry, received_at) values ('${enquiry}', '${randomUUID()}', 'A', 'a@example.com', '9876543210', 'Hi', now())`,
  );
  expect(await connection.execute(`select id, key from jobs where id > 43`)).toEqual([{ id: 44, key: `${enquiry}/team` }]);
  await migrator.up();
});
