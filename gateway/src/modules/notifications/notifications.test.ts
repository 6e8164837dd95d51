import { randomUUID } from 'node:crypto';
import { MAIL_DELIVERIES_QUERY, RESEND_MAIL_MUTATION } from '@site/schema';
import { validContact, validEnquiry, validEventFeedback, validJobApplication, validPresentationFeedback, validTicket } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../../test/file-fixtures.js';
import { graphqlWithFiles } from '../../test/multipart.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { type ReceivedMail, TestSmtpServer } from '../../test/test-smtp-server.js';
import { createSession, register } from '../../test/training-data.js';

const TEAM = ['team@svr.test', 'sales@svr.test'];
const SITE = 'https://www.svr.test';

let smtp: TestSmtpServer;
let t: TestServer;
beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await startTestServer({ SMTP_URL: smtp.url, NOTIFY_TO: TEAM.join(', '), PUBLIC_URL: SITE, MAIL_FROM: 'SVR Robotics <no-reply@svr.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function mailAbout(text: string, count = 1): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  while (smtp.about(text).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(smtp.about(text)).toHaveLength(count);
  return smtp.about(text);
}

function submit(mutation: string, inputType: string, input: Record<string, unknown>) {
  return t.graphql<Record<string, { id: string }>>(`mutation($id: String!, $input: ${inputType}!) { ${mutation}(submissionId: $id, input: $input) { id } }`, {
    id: randomUUID(),
    input,
  });
}

const SUPPORT = `mutation($id: String!, $input: SupportRequestInput!, $attachment: Upload) {
  submitSupportRequest(submissionId: $id, input: $input, attachment: $attachment) { id ticketId }
}`;
const APPLY = `mutation($id: String!, $input: JobApplicationInput!, $resume: Upload) { submitJobApplication(submissionId: $id, input: $input, resume: $resume) { id } }`;

describe('e-mail about each submission', () => {
  it('tells the team of an enquiry, Reply-To the visitor, with what was typed escaped in the HTML', async () => {
    await submit('submitEnquiry', 'EnquiryInput', validEnquiry({ name: 'Meera Iyer', email: 'meera@example.com', enquiry: 'Price of <b>SR-6</b> & kits?' }));
    const { envelopeTo, mail } = (await mailAbout('New enquiry from Meera Iyer'))[0]!;
    expect(envelopeTo.sort()).toEqual([...TEAM].sort());
    expect(mail.from?.value).toEqual([{ name: 'SVR Robotics', address: 'no-reply@svr.test' }]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Meera Iyer', address: 'meera@example.com' }]);
    expect(mail.text).toContain('Enquiry: Price of <b>SR-6</b> & kits?');
    expect(mail.text).toContain(`${SITE}/admin/dashboard?tab=enquiries`);
    expect(mail.html).toContain('Price of &lt;b&gt;SR-6&lt;/b&gt; &amp; kits?');
    expect(mail.html).not.toContain('<b>SR-6');
  });

  it('tells the team of a contact inquiry', async () => {
    await submit('submitContact', 'ContactInput', validContact({ name: 'Kiran Das', email: 'kiran@example.com', message: 'Call me back.' }));
    const { envelopeTo, mail } = (await mailAbout('New contact inquiry from Kiran Das'))[0]!;
    expect(envelopeTo.sort()).toEqual([...TEAM].sort());
    expect(mail.text).toContain('Message: Call me back.');
    expect(mail.text).toContain(`${SITE}/admin/dashboard?tab=enquiries`);
  });

  it('sends a support ticket to the team with its id, category and a link to the private attachment, and its number to the visitor', async () => {
    const input = validTicket({ fullName: 'Asha Rao', email: 'asha@example.com' });
    const result = await graphqlWithFiles<{ submitSupportRequest: { id: string; ticketId: string } }>(
      t,
      SUPPORT,
      { id: randomUUID(), input },
      { attachment: { name: 'photo.png', bytes: pngBytes() } },
    );
    const ticketId = result.data!.submitSupportRequest.ticketId;
    const [team, visitor] = await Promise.all([
      mailAbout(`Support ticket ${ticketId} (Maintenance) from Asha Rao`),
      mailAbout(`Your support ticket ${ticketId}`),
    ]);
    expect(team[0]!.envelopeTo.sort()).toEqual([...TEAM].sort());
    expect(team[0]!.mail.text).toMatch(new RegExp(`Attachment: photo.png: ${SITE}/files/private/[0-9a-f-]{36}`));
    expect(team[0]!.mail.text).toContain(`${SITE}/admin/dashboard?tab=support`);
    expect(team[0]!.mail.attachments).toEqual([]);
    expect(visitor[0]!.envelopeTo).toEqual(['asha@example.com']);
    expect(visitor[0]!.mail.text).toContain(`quote ticket ${ticketId}`);
    expect(visitor[0]!.mail.text).not.toContain('/admin/');
  });

  it('sends a job application to the team with a link to the résumé, and a receipt to the applicant', async () => {
    const input = validJobApplication({ name: 'Ravi Kumar', email: 'ravi@example.com', category: 'Robotics Engineer' });
    await graphqlWithFiles(t, APPLY, { id: randomUUID(), input }, { resume: { name: 'Ravi CV.pdf', bytes: pdfBytes() } });
    const [team, visitor] = await Promise.all([mailAbout('Job application for Robotics Engineer from Ravi Kumar'), mailAbout('We received your application')]);
    expect(team[0]!.mail.text).toMatch(new RegExp(`Résumé: Ravi CV.pdf: ${SITE}/files/private/`));
    expect(team[0]!.mail.text).toContain(`${SITE}/admin/dashboard?tab=jobs`);
    expect(visitor[0]!.envelopeTo).toEqual(['ravi@example.com']);
    expect(visitor[0]!.mail.text).toContain('application for Robotics Engineer');
  });

  it('confirms a training registration to the visitor with its reference, date, time and an .ics, and tells the team', async () => {
    const session = await createSession(t, { time: '2:00 PM - 5:00 PM' });
    const reference = (await register(t, session.title, { input: { fullName: 'Neha Singh', workEmail: 'neha@company.in' } })).data!.registerForTraining
      .reference;
    const [team, visitor] = await Promise.all([
      mailAbout(`Training registration ${reference}: ${session.title}, Neha Singh`),
      mailAbout(`Training registration ${reference}: ${session.title}`, 2),
    ]);
    expect(team[0]!.mail.text).toContain(`${SITE}/admin/dashboard?tab=training`);
    const confirmation = visitor.find(({ envelopeTo }) => envelopeTo.includes('neha@company.in'))!;
    expect(confirmation.envelopeTo).toEqual(['neha@company.in']);
    expect(confirmation.mail.text).toContain(`Reference: ${reference}`);
    expect(confirmation.mail.text).toContain(`Date: ${session.date}`);
    expect(confirmation.mail.text).toContain('Time: 2:00 PM - 5:00 PM');
    const [ics] = confirmation.mail.attachments;
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.filename).toMatch(/\.ics$/);
    expect(ics?.content.toString()).toContain(`DTSTART;VALUE=DATE:${session.date.replace(/-/g, '')}`);
  });

  it('tells the team of event and presentation feedback', async () => {
    await submit('submitEventFeedback', 'EventFeedbackInput', validEventFeedback({ eventTitle: 'ROC 2026', collegeName: 'ABC College' }));
    await submit(
      'submitPresentationFeedback',
      'PresentationFeedbackInput',
      validPresentationFeedback({ eventTitle: 'Expo 2026', presentatorName: 'Ravi', presentatorMobile: '9876522222' }),
    );
    const [event] = await mailAbout('Event feedback: ROC 2026');
    const [presentation] = await mailAbout('Presentation feedback: Expo 2026');
    expect(event!.mail.text).toContain('College: ABC College');
    expect(presentation!.mail.text).toContain('Presenter: Ravi, 9876522222');
    expect(presentation!.mail.text).toContain(`${SITE}/admin/dashboard?tab=feedback`);
  });
});

describe('header injection', () => {
  it('keeps a name or subject carrying CR/LF on one line: no added header, no added recipient', async () => {
    const input = validTicket({
      formType: 'Product Details',
      fullName: 'Eve\r\nBcc: victim@evil.test\r\nX-Injected: yes',
      email: 'eve@example.com',
      organizationName: 'Evil\nCc: other@evil.test',
      query: null,
    });
    const ticketId = (await graphqlWithFiles<{ submitSupportRequest: { ticketId: string } }>(t, SUPPORT, { id: randomUUID(), input }, {})).data!
      .submitSupportRequest.ticketId;
    const mails = await mailAbout(ticketId, 2);
    for (const { envelopeTo, mail } of mails) {
      expect(envelopeTo.some((address) => address.includes('evil.test'))).toBe(false);
      expect(mail.headers.has('bcc') || mail.headers.has('cc') || mail.headers.has('x-injected')).toBe(false);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    const team = mails.find(({ envelopeTo }) => envelopeTo.includes(TEAM[0]!))!;
    expect(team.mail.subject).toBe(`Support ticket ${ticketId} (Product Details) from Eve Bcc: victim@evil.test X-Injected: yes`);
    expect(team.mail.replyTo?.value).toEqual([{ name: 'Eve Bcc: victim@evil.test X-Injected: yes', address: 'eve@example.com' }]);
  });
});

describe('the dashboard', () => {
  it('shows whether a submission’s e-mails went out, and resends one', async () => {
    const { data } = await submit('submitEnquiry', 'EnquiryInput', validEnquiry({ name: 'Resend Me' }));
    const id = data!.submitEnquiry!.id;
    await mailAbout('New enquiry from Resend Me');
    const token = await t.adminToken();
    type Deliveries = { mailDeliveries: { id: string; sourceId: string; audience: string; status: string; recipient: string; sentAt: string | null }[] };
    let deliveries = (await t.graphql<Deliveries>(MAIL_DELIVERIES_QUERY, { sourceIds: [id] }, token)).data!.mailDeliveries;
    for (let i = 0; i < 100 && deliveries[0]?.status !== 'sent'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      deliveries = (await t.graphql<Deliveries>(MAIL_DELIVERIES_QUERY, { sourceIds: [id] }, token)).data!.mailDeliveries;
    }
    expect(deliveries).toMatchObject([{ sourceId: id, audience: 'team', status: 'sent', recipient: TEAM.join(', ') }]);

    const resent = await t.graphql<{ resendMail: { status: string } }>(RESEND_MAIL_MUTATION, { id: deliveries[0]!.id }, token);
    expect(resent.data?.resendMail.status).toBe('pending');
    await mailAbout('New enquiry from Resend Me', 2);
  });

  it('answers only an admin', async () => {
    const result = await t.graphql(MAIL_DELIVERIES_QUERY, { sourceIds: [randomUUID()] });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
