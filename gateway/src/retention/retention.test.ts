import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  SUBMIT_CONTACT_MUTATION,
  SUBMIT_ENQUIRY_MUTATION,
  SUBMIT_EVENT_FEEDBACK_MUTATION,
  SUBMIT_JOB_APPLICATION_MUTATION,
  SUBMIT_PRESENTATION_FEEDBACK_MUTATION,
  SUBMIT_SUPPORT_REQUEST_MUTATION,
  addDays,
  todayInKolkata,
} from '@site/schema';
import { validContact, validEnquiry, validEventFeedback, validJobApplication, validPresentationFeedback, validTicket } from '@site/schema/test/factories';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionRules } from '../app/feature-parts.js';
import { createFileStore } from '../files/create-file-store.js';
import { Job } from '../jobs/job.entity.js';
import { JobRunner } from '../jobs/job-runner.js';
import { pdfBytes, pngBytes } from '../test/file-fixtures.js';
import { graphqlWithFiles } from '../test/multipart.js';
import { storedFiles } from '../test/stored-files.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { createSession, register } from '../test/training-data.js';
import { AuditEntry } from '../access/audit-entry.entity.js';
import { RETENTION_JOB, retentionJobKind } from './retention-job.js';
import { DAY_MS } from './retention-rule.js';

// The fake clock: real time while the data is sent, then a day in 2030 for the clean-up.
const NOW = new Date('2030-06-15T06:30:00Z');
let now = new Date();
const clock = () => now;

const MINUTE = 60_000;
/** Received this long before NOW: `days` days, give or take a minute. */
const receivedAt = (days: number, minutes: number) => new Date(NOW.getTime() - days * DAY_MS + minutes * MINUTE);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { clock });
});
afterAll(() => t.close());

async function submit(mutation: string, input: object): Promise<string> {
  const result = await t.graphql<Record<string, { id: string }>>(mutation, { submissionId: randomUUID(), input });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return Object.values(result.data)[0]!.id;
}

async function apply(category: string): Promise<{ id: string; resume: string }> {
  const result = await graphqlWithFiles<{ submitJobApplication: { id: string } }>(
    t,
    SUBMIT_JOB_APPLICATION_MUTATION,
    { submissionId: randomUUID(), input: validJobApplication({ email: `${randomUUID().slice(0, 8)}@example.com`, category }) },
    { resume: { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' } },
  );
  const id = result.data!.submitJobApplication.id;
  return { id, resume: await storedNameOf('job_applications', 'resume_id', id) };
}

async function ticket(): Promise<{ id: string; attachment: string }> {
  const result = await graphqlWithFiles<{ submitSupportRequest: { id: string } }>(
    t,
    SUBMIT_SUPPORT_REQUEST_MUTATION,
    { submissionId: randomUUID(), input: validTicket() },
    { attachment: { name: 'photo.png', bytes: pngBytes(), type: 'image/png' } },
  );
  const id = result.data!.submitSupportRequest.id;
  return { id, attachment: await storedNameOf('support_tickets', 'attachment_id', id) };
}

async function storedNameOf(table: string, column: string, id: string): Promise<string> {
  const [row] = await t.sql<{ stored_name: string }>(`select f.stored_name from ${table} t join uploaded_files f on f.id = t.${column} where t.id = ?`, [id]);
  return row!.stored_name;
}

const setReceived = (table: string, id: string, at: Date) => t.sql(`update ${table} set received_at = ? where id = ?`, [at, id]);
const idsIn = async (table: string, ids: readonly string[]) =>
  (await t.sql<{ id: string }>(`select id from ${table} where id in (${ids.map(() => '?').join(', ')})`, [...ids])).map((row) => row.id).sort();

describe('the daily retention job', () => {
  it('deletes exactly what is past its time, files included, once for two gateways, and reports how many', async () => {
    const today = todayInKolkata(NOW);
    // Enquiries and contact messages: two years (730 days) after they arrived.
    const [oldEnquiry, newEnquiry] = [await submit(SUBMIT_ENQUIRY_MUTATION, validEnquiry()), await submit(SUBMIT_ENQUIRY_MUTATION, validEnquiry())];
    await setReceived('enquiries', oldEnquiry, receivedAt(730, -1));
    await setReceived('enquiries', newEnquiry, receivedAt(730, 1));
    const [oldContact, newContact] = [await submit(SUBMIT_CONTACT_MUTATION, validContact()), await submit(SUBMIT_CONTACT_MUTATION, validContact())];
    await setReceived('contact_submissions', oldContact, receivedAt(730, -1));
    await setReceived('contact_submissions', newContact, receivedAt(730, 1));

    // Applications: 180 days after they arrived, once their role is closed, unless accepted.
    const [closedOld, closedNew, closedAccepted, openOld] = [
      await apply('Internship'),
      await apply('Internship'),
      await apply('Internship'),
      await apply('Robotics Engineer'),
    ];
    for (const application of [closedOld, closedAccepted, openOld]) await setReceived('job_applications', application.id, receivedAt(180, -1));
    await setReceived('job_applications', closedNew.id, receivedAt(180, 1));
    await t.sql(`update job_applications set status = 'accepted' where id = ?`, [closedAccepted.id]);
    await t.sql(`update job_roles set accepting = false where role = 'Internship'`);

    // Training registrations with their ID cards: 90 days after the session's day.
    const [pastSession, recentSession] = [await createSession(t), await createSession(t)];
    const registrations: { id: string; card: string }[] = [];
    for (const session of [pastSession, pastSession, recentSession]) {
      const { data } = await register(t, session.title);
      const id = data!.registerForTraining.id;
      registrations.push({ id, card: await storedNameOf('training_registrations', 'id_card_id', id) });
    }
    await t.sql(`update training_sessions set date = ? where id = ?`, [addDays(today, -91), pastSession.id]);
    await t.sql(`update training_sessions set date = ? where id = ?`, [addDays(today, -90), recentSession.id]);
    const [pastCard1, pastCard2, recentCard] = registrations;

    // Support tickets, once Completed, with their attachments: two years (730 days) after they arrived.
    const [completedOld, completedNew, openTicket] = [await ticket(), await ticket(), await ticket()];
    for (const { id } of [completedOld, openTicket]) await setReceived('support_tickets', id, receivedAt(730, -1));
    await setReceived('support_tickets', completedNew.id, receivedAt(730, 1));
    await t.sql(`update support_tickets set status = 'Completed' where id in (?, ?)`, [completedOld.id, completedNew.id]);

    // Feedback: the people it names are blanked a year (365 days) after it arrived; the answers stay.
    const [eventOld, eventNew] = [
      await submit(SUBMIT_EVENT_FEEDBACK_MUTATION, validEventFeedback()),
      await submit(SUBMIT_EVENT_FEEDBACK_MUTATION, validEventFeedback()),
    ];
    await setReceived('event_feedbacks', eventOld, receivedAt(365, -1));
    await setReceived('event_feedbacks', eventNew, receivedAt(365, 1));
    const presentationOld = await submit(SUBMIT_PRESENTATION_FEEDBACK_MUTATION, validPresentationFeedback());
    await setReceived('presentation_feedbacks', presentationOld, receivedAt(365, -1));

    // Finished jobs other than e-mails: 90 days after they finished, a failed one after its last try.
    const addJob = `insert into jobs (kind, payload, status, done_at, run_at) values ('webhook', '{}', ?, ?, ?) returning id`;
    const job = async (status: string, doneAt: Date | null, runAt: Date) => (await t.sql<{ id: number }>(addJob, [status, doneAt, runAt]))[0]!.id;
    const longAgo = receivedAt(1000, 0);
    const oldJobs = [await job('done', receivedAt(90, -1), longAgo), await job('failed', null, receivedAt(90, -1))];
    const keptJobs = [await job('done', receivedAt(90, 1), longAgo), await job('retrying', null, receivedAt(90, -1))];
    // An e-mail goes only with its submission, however long ago it was sent.
    await t.sql(`update jobs set status = 'done', done_at = ? where kind = 'mail' and payload->>'sourceId' = ?`, [longAgo, newEnquiry]);

    const before = await storedFiles(t);
    for (const name of [closedOld, closedNew, closedAccepted, openOld].map((a) => a.resume).concat(registrations.map((r) => r.card)))
      expect(before).toContain(name);

    // A second gateway on the same database: a real one on a server; beside the embedded one, a second runner.
    let stopSecond: () => Promise<void>;
    if (process.env.DATABASE_URL) {
      const second = await startTestServer({ DATABASE_URL: t.config.databaseUrl! }, { clock });
      stopSecond = () => second.close();
    } else {
      const services = { config: t.config, files: createFileStore(t.server.db, t.config.uploadsDir) };
      const runner = new JobRunner({
        orm: t.server.db.orm,
        kinds: [retentionJobKind(retentionRules, services)],
        log: pino({ level: 'silent' }),
        pollMs: 10,
        clock,
      });
      runner.start();
      stopSecond = () => runner.stop();
    }
    try {
      now = NOW;
      let jobs: Job[] = [];
      for (let i = 0; i < 200 && jobs[0]?.status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        jobs = await t.server.db.orm.em.fork().find(Job, { kind: RETENTION_JOB, key: { $gte: '2030' } });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      jobs = await t.server.db.orm.em.fork().find(Job, { kind: RETENTION_JOB, key: { $gte: '2030' } });
      expect(jobs).toMatchObject([
        {
          key: '2030-06-15T00:00:00.000Z',
          status: 'done',
          attempts: 1,
          // Jobs that finished in real time, before the clock moved on, count among the finished ones too.
          result: expect.stringMatching(
            /^enquiries: 1, contactMessages: 1, tickets: 1, resumes: 1, eventFeedback: 1, presentationFeedback: 1, idCards: 2, finishedJobs: \d+$/,
          ),
        },
      ]);
    } finally {
      await stopSecond();
    }

    expect(await idsIn('enquiries', [oldEnquiry, newEnquiry])).toEqual([newEnquiry]);
    expect(await idsIn('contact_submissions', [oldContact, newContact])).toEqual([newContact]);
    // Their e-mails, which hold the address each went to, go with them.
    const mailed = await t.sql<{ id: string }>(`select payload->>'sourceId' as id from jobs where kind = 'mail' and payload->>'sourceId' in (?, ?, ?, ?)`, [
      oldEnquiry,
      newEnquiry,
      oldContact,
      newContact,
    ]);
    expect(mailed.map(({ id }) => id).sort()).toEqual([newEnquiry, newContact].sort());
    const jobsLeft = await t.sql<{ id: number }>(`select id from jobs where id in (?, ?, ?, ?) order by id`, [...oldJobs, ...keptJobs]);
    expect(jobsLeft.map(({ id }) => id)).toEqual(keptJobs);
    expect(await idsIn('job_applications', [closedOld.id, closedNew.id, closedAccepted.id, openOld.id])).toEqual(
      [closedNew.id, closedAccepted.id, openOld.id].sort(),
    );
    expect(
      await idsIn(
        'training_registrations',
        registrations.map((r) => r.id),
      ),
    ).toEqual([recentCard!.id]);
    expect(await idsIn('support_tickets', [completedOld.id, completedNew.id, openTicket.id])).toEqual([completedNew.id, openTicket.id].sort());
    const feedback = await t.sql<Record<string, string>>(
      `select id, student_name, student_email, student_mobile, college_name, hod_name, hod_email, principal_mobile, question1 from event_feedbacks where id in (?, ?)`,
      [eventOld, eventNew],
    );
    const { question1 } = validEventFeedback();
    expect(feedback.find((row) => row.id === eventOld)).toEqual({
      id: eventOld,
      student_name: '',
      student_email: '',
      student_mobile: '',
      college_name: '',
      hod_name: '',
      hod_email: '',
      principal_mobile: '',
      question1,
    });
    expect(feedback.find((row) => row.id === eventNew)).toMatchObject({ student_name: 'Asha Rao', student_email: 'asha@college.edu', question1 });
    expect(await t.sql(`select presentator_name, presentator_mobile from presentation_feedbacks where id = ?`, [presentationOld])).toEqual([
      { presentator_name: '', presentator_mobile: '' },
    ]);
    const after = await storedFiles(t);
    for (const gone of [closedOld.resume, pastCard1!.card, pastCard2!.card, completedOld.attachment]) expect(after).not.toContain(gone);
    for (const kept of [closedNew.resume, closedAccepted.resume, openOld.resume, recentCard!.card, completedNew.attachment, openTicket.attachment])
      expect(after).toContain(kept);
    expect(
      await t.sql(`select count(*)::int as n from uploaded_files where stored_name in (?, ?, ?)`, [closedOld.resume, pastCard1!.card, pastCard2!.card]),
    ).toEqual([{ n: 0 }]);
  }, 90_000);

  it('logs one structured line with the count of each kind it removed, and adds it to the audit log', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()) }));
    const rule = (name: string, count: number) => ({ name, days: () => 1, sweep: () => Promise.resolve(count) });
    const kind = retentionJobKind([rule('enquiries', 3), rule('idCards', 0)], { config: t.config, files: createFileStore(t.server.db, t.config.uploadsDir) });
    const run = { id: 1, key: null, payload: {}, attempt: 1, em: t.server.db.orm.em.fork(), log, now: NOW };
    expect(await kind.handle(run)).toBe('done');
    expect(lines).toMatchObject([{ level: 30, retention: { enquiries: 3, idCards: 0 }, msg: 'retention: removed personal data past its time' }]);
    const entries = await t.server.db.orm.em.fork().find(AuditEntry, { action: 'retention' });
    expect(entries.map(({ actor, target }) => ({ actor, target }))).toContainEqual({ actor: 'daily clean-up', target: 'enquiries: 3, idCards: 0' });
  });
});
