import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MailWorker } from '../../mail/mail-worker.js';
import { smtpSender } from '../../mail/mail-transport.js';
import { mailComposers } from '../registry.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { TestSmtpServer } from '../../test/test-smtp-server.js';
import { pino } from 'pino';

const TEAM = 'team@svr.test';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(): Promise<TestSmtpServer> {
  const smtp = await new TestSmtpServer().start();
  cleanups.push(() => smtp.stop());
  return smtp;
}

async function gateway(env: Record<string, string>): Promise<TestServer> {
  const t = await startTestServer({ NOTIFY_TO: TEAM, ...env });
  cleanups.push(() => t.close());
  return t;
}

function enquire(t: TestServer, name: string) {
  return t.graphql(`mutation($id: String!, $input: EnquiryInput!) { submitEnquiry(submissionId: $id, input: $input) { id } }`, {
    id: randomUUID(),
    input: { name, email: 'visitor@example.com', phone: '9876543210', enquiry: 'Price?' },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each name's e-mail arrived, and arrived once. */
function expectEachOnce(smtp: TestSmtpServer, names: readonly string[]): void {
  const subjects = smtp.received.map(({ mail }) => mail.subject).sort();
  expect(subjects).toEqual(names.map((name) => `New enquiry from ${name}`).sort());
}

describe('delivery', () => {
  it('keeps taking submissions while the mail server is down, and sends each e-mail once when it is back', async () => {
    const smtp = await smtpServer();
    const t = await gateway({ SMTP_URL: smtp.url });
    await smtp.stop();

    const names = ['Down One', 'Down Two', 'Down Three'];
    for (const name of names) expect((await enquire(t, name)).errors).toBeUndefined();
    await sleep(600);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await smtp.waitFor(names.length);
    await sleep(500);
    expectEachOnce(smtp, names);
  });

  it('sends each e-mail once when several gateways share the database', async () => {
    const smtp = await smtpServer();
    const first = await gateway({ SMTP_URL: smtp.url });
    // On a PostgreSQL server: a second real gateway on the same database. The embedded database
    // belongs to one process, so there a second worker polls it beside the gateway's own.
    if (process.env.DATABASE_URL) {
      await gateway({ SMTP_URL: smtp.url, DATABASE_URL: first.config.databaseUrl! });
    } else {
      const worker = new MailWorker({
        orm: first.server.db.orm,
        send: smtpSender(smtp.url, first.config.mailFrom),
        composers: mailComposers,
        settings: { notifyTo: [TEAM], publicUrl: undefined },
        log: pino({ level: 'silent' }),
        timing: { pollMs: 10 },
      });
      worker.start();
      cleanups.push(() => worker.stop());
    }

    const names = [...'ABCDEFGHIJKLMNOPQRST'].map((letter) => `Shared ${letter}`);
    for (const name of names) expect((await enquire(first, name)).errors).toBeUndefined();
    await smtp.waitFor(names.length);
    await sleep(500);
    expectEachOnce(smtp, names);
  });

  it('sends nothing and changes nothing without SMTP_URL', async () => {
    const smtp = await smtpServer();
    const t = await gateway({});
    const result = await enquire(t, 'No Mail');
    expect(result.errors).toBeUndefined();
    await sleep(300);
    expect(smtp.received).toHaveLength(0);
    const deliveries = await t.graphql<{ mailDeliveries: unknown[] }>(
      'query($ids: [ID!]!) { mailDeliveries(sourceIds: $ids) { id } }',
      { ids: [(result.data as { submitEnquiry: { id: string } }).submitEnquiry.id] },
      await t.adminToken(),
    );
    expect(deliveries.data?.mailDeliveries).toEqual([]);
  });
});
