import { randomUUID } from 'node:crypto';
import { validEnquiry } from '@site/schema/test/factories';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobRunner } from '../../jobs/job-runner.js';
import { mailJobKind } from '../../mail/mail-job.js';
import { smtpSender } from '../../mail/mail-transport.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { TestSmtpServer } from '../../test/test-smtp-server.js';
import { mailComposers } from '../../app/feature-parts.js';

const TEAM = 'team@svr.test';

let smtp: TestSmtpServer;
let t: TestServer;
beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await startTestServer({ SMTP_URL: smtp.url, NOTIFY_TO: TEAM });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.splice(0);
});

function enquire(gateway: TestServer, name: string) {
  return gateway.graphql(`mutation($id: String!, $input: EnquiryInput!) { submitEnquiry(submissionId: $id, input: $input) { id } }`, {
    id: randomUUID(),
    input: validEnquiry({ name }),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each name's e-mail arrived, and arrived once. */
function expectEachOnce(names: readonly string[]): void {
  const subjects = smtp.received.map(({ mail }) => mail.subject).sort();
  expect(subjects).toEqual(names.map((name) => `New enquiry from ${name}`).sort());
}

describe('delivery', () => {
  it('keeps taking submissions while the mail server is down, and sends each e-mail once when it is back', async () => {
    await smtp.stop();
    const names = ['Down One', 'Down Two', 'Down Three'];
    for (const name of names) expect((await enquire(t, name)).errors).toBeUndefined();
    await sleep(600);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await smtp.waitFor(names.length);
    await sleep(500);
    expectEachOnce(names);
  });

  it('sends each e-mail once when several gateways share the database', async () => {
    // On a PostgreSQL server: a second real gateway on the same database. The embedded database
    // belongs to one process, so there a second worker polls it beside the gateway's own.
    let stopSecond: () => Promise<void>;
    if (process.env.DATABASE_URL) {
      const second = await startTestServer({ SMTP_URL: smtp.url, NOTIFY_TO: TEAM, DATABASE_URL: t.config.databaseUrl! });
      stopSecond = () => second.close();
    } else {
      const worker = new JobRunner({
        orm: t.server.db.orm,
        kinds: [
          mailJobKind({
            send: smtpSender(smtp.url, t.config.mailFrom),
            composers: mailComposers,
            settings: { notifyTo: [TEAM], publicUrl: undefined, linkToken: String },
          }),
        ],
        log: pino({ level: 'silent' }),
        pollMs: 10,
      });
      worker.start();
      stopSecond = () => worker.stop();
    }
    try {
      const names = [...'ABCDEFGHIJKLMNOPQRST'].map((letter) => `Shared ${letter}`);
      for (const name of names) expect((await enquire(t, name)).errors).toBeUndefined();
      await smtp.waitFor(names.length);
      await sleep(500);
      expectEachOnce(names);
    } finally {
      await stopSecond();
    }
  }, 90_000);
});
