import { createHash, randomUUID } from 'node:crypto';
import {
  ERASE_PERSONAL_DATA_MUTATION,
  EVENT_FEEDBACKS_QUERY,
  PERSONAL_DATA_EXPORT_PATH,
  PERSONAL_DATA_QUERY,
  PRESENTATION_FEEDBACKS_QUERY,
  SUBMIT_CONTACT_MUTATION,
  SUBMIT_ENQUIRY_MUTATION,
  SUBMIT_EVENT_FEEDBACK_MUTATION,
  SUBMIT_JOB_APPLICATION_MUTATION,
  SUBMIT_PRESENTATION_FEEDBACK_MUTATION,
  SUBMIT_SUPPORT_REQUEST_MUTATION,
  TRAINING_REGISTRATIONS_QUERY,
  TRAINING_SESSIONS_QUERY,
  type ErasePersonalDataMutation,
  type PersonalDataQuery,
} from '@site/schema';
import {
  feedbackReferences,
  validContact,
  validEnquiry,
  validEventFeedback,
  validJobApplication,
  validPresentationFeedback,
  validTicket,
} from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { personalDataSources } from '../../app/feature-parts.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { jpegBytes, pdfBytes, pngBytes } from '../../test/file-fixtures.js';
import { graphqlWithFiles, type TestFile } from '../../test/multipart.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { createSession, register } from '../../test/training-data.js';

interface Person {
  email: string;
  phone: string;
  files: TestFile[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestServer;
let token: string;
let sessionTitle: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.adminToken();
  sessionTitle = (await createSession(t)).title;
});
afterAll(() => t.close());

async function ok<T>(pending: Promise<{ data?: T; errors?: unknown }>): Promise<T> {
  const result = await pending;
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** A visitor in every table that holds personal data, through the public calls, with a file of each kind. */
async function submitEverything(name: string, phone: string): Promise<Person> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const resume: TestFile = { name: `${name} CV.pdf`, bytes: pdfBytes(500 + name.length), type: 'application/pdf' };
  const attachment: TestFile = { name: `${name} fault.jpg`, bytes: jpegBytes(), type: 'image/jpeg' };
  const idCard: TestFile = { name: `${name} card.png`, bytes: pngBytes(), type: 'image/png' };
  const id = () => randomUUID();
  await ok(t.graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId: id(), input: validEnquiry({ email, phone }) }));
  await ok(t.graphql(SUBMIT_CONTACT_MUTATION, { submissionId: id(), input: validContact({ email, mobile: phone }) }));
  await ok(graphqlWithFiles(t, SUBMIT_SUPPORT_REQUEST_MUTATION, { submissionId: id(), input: validTicket({ email, contactNo: phone }) }, { attachment }));
  await ok(graphqlWithFiles(t, SUBMIT_JOB_APPLICATION_MUTATION, { submissionId: id(), input: validJobApplication({ email, phone }) }, { resume }));
  await ok(register(t, sessionTitle, { idCard, input: { workEmail: email, contact: phone, fullName: name } }));
  await ok(t.graphql(SUBMIT_EVENT_FEEDBACK_MUTATION, { submissionId: id(), input: validEventFeedback({ studentEmail: email, studentMobile: phone }) }));
  // Named as a principal on someone else's feedback: only those fields are theirs.
  const references = { ...feedbackReferences(), principalEmail: email, principalMobile: phone, principalName: name };
  await ok(t.graphql(SUBMIT_PRESENTATION_FEEDBACK_MUTATION, { submissionId: id(), input: validPresentationFeedback(references) }));
  return { email, phone, files: [attachment, resume, idCard] };
}

function personalData(email: string, phone?: string) {
  return ok(t.graphql<PersonalDataQuery>(PERSONAL_DATA_QUERY, { email, phone }, token)).then((data) => data.personalData);
}

const recordCounts = (data: PersonalDataQuery['personalData']) =>
  Object.fromEntries(data.kinds.map(({ kind }) => [kind, data.records.filter((record) => record.kind === kind).length]));

async function exportZip(body: Record<string, string>, bearer: string | null = token) {
  return fetch(`${t.url}${PERSONAL_DATA_EXPORT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: new URLSearchParams(body),
  });
}

/** Every entry of a zip by its path. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: { fileName: string }) => {
        zip.openReadStream(entry as never, async (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const EVERY_KIND = [
  'enquiries',
  'contactSubmissions',
  'supportTickets',
  'jobApplications',
  'eventFeedback',
  'presentationFeedback',
  'trainingRegistrations',
  'mailJobs',
];

/** Columns whose name says they hold a way to reach a person. */
const CONTACT_COLUMN = /e-?mail|phone|mobile|contact|recipient/i;

/** Tables with such a column that are not a visitor's personal data, each with the reason. */
const NOT_VISITORS_DATA: Record<string, string> = {
  // Found and erased by the personal-data service itself, as the e-mails about a person's rows.
  Job: 'mailJobs, found by its source rows and its recipient',
  Account: 'the team’s own accounts, not visitors’ data',
};

describe('personal data coverage', () => {
  it('knows every table with an e-mail or phone column: a new one must be declared as personal data or explained', () => {
    const uncovered: string[] = [];
    for (const meta of Object.values(t.server.db.orm.getMetadata().getAll())) {
      if (meta.abstract || meta.className in NOT_VISITORS_DATA) continue;
      const declared = personalDataSources
        .filter((source) => source.entity.name === meta.className)
        .flatMap((source) => source.people.flatMap((person) => [person.email, person.phone]));
      for (const property of Object.keys(meta.properties)) {
        if (CONTACT_COLUMN.test(property) && !declared.includes(property)) uncovered.push(`${meta.className}.${property}`);
      }
    }
    expect(uncovered).toEqual([]);
  });
});

describe('personal data', () => {
  let asha: Person;
  let ravi: Person;
  beforeAll(async () => {
    asha = await submitEverything('Asha', '9876543210');
    ravi = await submitEverything('Ravi', '9123456780');
  });

  it('is for admins only, through GraphQL and the export', async () => {
    await expectAdminOnly((bearer) => t.graphql(PERSONAL_DATA_QUERY, { email: asha.email }, bearer));
    await expectAdminOnly((bearer) => t.graphql(ERASE_PERSONAL_DATA_MUTATION, { email: asha.email }, bearer));
    for (const bearer of [null, 'not-a-token']) expect((await exportZip({ email: asha.email }, bearer)).status).toBe(401);
    expect(recordCounts(await personalData(asha.email))).toMatchObject({ enquiries: 1 });
  });

  it('finds a person in every table by e-mail, in any case and with spaces, with their files', async () => {
    const found = await personalData(`  ${asha.email.toUpperCase()} `);
    expect(found.email).toBe(asha.email.toLowerCase());
    expect(found.kinds.map((kind) => kind.kind)).toEqual(EVERY_KIND);
    const counts = recordCounts(found);
    for (const kind of EVERY_KIND.filter((kind) => kind !== 'mailJobs')) expect(counts[kind], kind).toBe(1);
    // Every submission queued a team e-mail; tickets, applications and registrations one to the visitor too.
    expect(counts.mailJobs).toBeGreaterThanOrEqual(7);
    const fileNames = found.records.flatMap((record) => record.files.map((file) => file.name));
    expect(fileNames.sort()).toEqual(asha.files.map((file) => file.name).sort());
    expect(found.records.find((record) => record.kind === 'presentationFeedback')!.summary).toContain('Asha');
  });

  it('finds them by phone, compared by its digits', async () => {
    const found = await personalData('', '+91 98765 43210');
    expect(found.phone).toBe('9876543210');
    const counts = recordCounts(found);
    for (const kind of EVERY_KIND.filter((kind) => kind !== 'mailJobs')) expect(counts[kind], kind).toBe(1);
  });

  it('refuses a search for nobody, or for part of an address or number', async () => {
    for (const [email, phone] of [
      ['', ''],
      ['asha', undefined],
      ['', '98765'],
    ]) {
      const result = await t.graphql(PERSONAL_DATA_QUERY, { email, phone }, token);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('exports the rows as JSON and every file with its bytes, as a zip no cache keeps', async () => {
    const response = await exportZip({ email: asha.email });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const document = JSON.parse(entries.get('personal-data.json')!.toString()) as { email: string; tables: Record<string, Record<string, unknown>[]> };
    expect(document.email).toBe(asha.email.toLowerCase());
    expect(Object.keys(document.tables)).toEqual(EVERY_KIND);
    expect(document.tables.enquiries![0]).toMatchObject({ email: asha.email, phone: asha.phone, enquiry: validEnquiry().enquiry });
    const archived = Object.values(document.tables).flatMap((rows) =>
      rows.flatMap((row) =>
        Object.values(row).filter((value): value is { name: string; path: string } => typeof value === 'object' && value !== null && 'path' in value),
      ),
    );
    expect(archived.map((file) => file.name).sort()).toEqual(asha.files.map((file) => file.name).sort());
    for (const file of asha.files) {
      const entry = archived.find((candidate) => candidate.name === file.name)!;
      expect(sha256(entries.get(entry.path)!), file.name).toBe(sha256(file.bytes));
    }
    expect(entries.size).toBe(1 + asha.files.length);
    expect(JSON.stringify(document)).not.toContain(ravi.email);
  });

  it("erases exactly the person's rows and files, keeping seats, feedback and everyone else's data", async () => {
    // A person of its own, so that Asha and Ravi stay for the other tests, whichever runs first.
    const meera = await submitEverything('Meera', '9988001122');
    const raviBefore = recordCounts(await personalData(ravi.email));
    const ashaBefore = recordCounts(await personalData(asha.email));
    const filesBefore = await storedFiles(t);
    const feedbackBefore = await ok(t.graphql<{ eventFeedbacks: unknown[] }>(EVENT_FEEDBACKS_QUERY, {}, token));
    const registrationsBefore = await ok(t.graphql<{ trainingRegistrations: unknown[] }>(TRAINING_REGISTRATIONS_QUERY, { sessionTitle }, token));
    const meeraFound = await personalData(meera.email);
    const meeraFiles = meeraFound.records.flatMap((record) => record.files);

    const { erasePersonalData: erased } = await ok(t.graphql<ErasePersonalDataMutation>(ERASE_PERSONAL_DATA_MUTATION, { email: meera.email }, token));
    const byKind = Object.fromEntries(erased.kinds.map(({ kind, ...counts }) => [kind, counts]));
    expect(byKind).toMatchObject({
      enquiries: { rowsDeleted: 1, rowsAnonymised: 0, filesDeleted: 0 },
      contactSubmissions: { rowsDeleted: 1, rowsAnonymised: 0, filesDeleted: 0 },
      supportTickets: { rowsDeleted: 1, rowsAnonymised: 0, filesDeleted: 1 },
      jobApplications: { rowsDeleted: 1, rowsAnonymised: 0, filesDeleted: 1 },
      trainingRegistrations: { rowsDeleted: 0, rowsAnonymised: 1, filesDeleted: 1 },
      eventFeedback: { rowsDeleted: 0, rowsAnonymised: 1, filesDeleted: 0 },
      presentationFeedback: { rowsDeleted: 0, rowsAnonymised: 1, filesDeleted: 0 },
      mailJobs: { rowsDeleted: recordCounts(meeraFound).mailJobs, filesDeleted: 0 },
    });
    expect(erased.files).toBe(3);
    expect(erased.rows).toBe(7 + recordCounts(meeraFound).mailJobs!);

    // Nothing of Meera is left to find, by e-mail or by phone, and her files' bytes are gone.
    const after = await personalData(meera.email, meera.phone);
    expect(after.records).toEqual([]);
    expect(await storedFiles(t)).toEqual(filesBefore.filter((name) => !meeraFiles.some((file) => name.startsWith(file.id))));
    expect((await storedFiles(t)).length).toBe(filesBefore.length - 3);
    for (const file of meeraFiles) expect((await fetch(`${t.url}${file.url}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);

    // Asha and Ravi keep everything; the session keeps its seats and the feedback its rows and answers.
    expect(recordCounts(await personalData(ravi.email))).toEqual(raviBefore);
    expect(recordCounts(await personalData(asha.email))).toEqual(ashaBefore);
    const sessions = await ok(t.graphql<{ trainingSessions: { title: string; registered: number }[] }>(TRAINING_SESSIONS_QUERY));
    expect(sessions.trainingSessions.find((session) => session.title === sessionTitle)!.registered).toBe(3);
    const registrations = await ok(
      t.graphql<{ trainingRegistrations: { fullName: string; workEmail: string }[] }>(TRAINING_REGISTRATIONS_QUERY, { sessionTitle }, token),
    );
    expect(registrations.trainingRegistrations).toHaveLength(registrationsBefore.trainingRegistrations.length);
    expect(registrations.trainingRegistrations.map((row) => row.fullName).sort()).toEqual(['', 'Asha', 'Ravi']);
    const feedback = await ok(t.graphql<{ eventFeedbacks: { studentEmail: string; question2: string }[] }>(EVENT_FEEDBACKS_QUERY, {}, token));
    expect(feedback.eventFeedbacks).toHaveLength(feedbackBefore.eventFeedbacks.length);
    expect(feedback.eventFeedbacks.filter((row) => row.studentEmail === '')).toEqual([
      { ...feedback.eventFeedbacks.find((row) => row.studentEmail === '')!, question2: validEventFeedback().question2 },
    ]);
    const presentations = await ok(
      t.graphql<{ presentationFeedbacks: { principalEmail: string; principalName: string; hodEmail: string }[] }>(PRESENTATION_FEEDBACKS_QUERY, {}, token),
    );
    const anonymised = presentations.presentationFeedbacks.filter((row) => row.principalEmail === '');
    expect(anonymised).toHaveLength(1);
    expect(anonymised[0]).toMatchObject({ principalName: '', hodEmail: feedbackReferences().hodEmail });
  });

  it('answers zeros for an address the site does not hold', async () => {
    const { erasePersonalData: erased } = await ok(t.graphql<ErasePersonalDataMutation>(ERASE_PERSONAL_DATA_MUTATION, { email: 'nobody@example.com' }, token));
    expect(erased).toMatchObject({ rows: 0, files: 0 });
    expect(erased.kinds.map((kind) => kind.kind)).toEqual(EVERY_KIND);
    expect(erased.kinds.every((kind) => kind.rowsDeleted + kind.rowsAnonymised + kind.filesDeleted === 0)).toBe(true);
  });
});
