import { sessionIcs, sessionIcsFileName } from '@site/schema';
import { mailAddress, renderMail, siteLink, teamMail } from '../../mail/mail-layout.js';
import type { MailComposer } from '../../mail/mail-message.js';
import { TrainingRegistration } from './training-registration.entity.js';

/** The team hears of each registration; the visitor gets the booking with the session for their calendar. */
export const trainingMail: MailComposer = {
  table: 'training_registrations',
  feature: 'training',
  async compose(em, id, audience, settings) {
    const registration = await em.findOne(TrainingRegistration, id);
    if (!registration) return null;
    const { session } = registration;
    const sessionRows = [
      ['Session', session.title],
      ['Date', session.date],
      ['Time', session.time],
      ['Instructor', session.instructor],
      ['About the session', session.description],
    ] as const;
    if (audience === 'visitor') {
      return renderMail(
        mailAddress(registration.fullName, registration.workEmail),
        {
          subject: `Training registration ${registration.reference}: ${session.title}`,
          heading: `You are registered: ${session.title}`,
          intro: `Thank you, ${registration.fullName}. Your seat is booked; please quote reference ${registration.reference}. The attached file adds the session to your calendar.`,
          rows: [['Reference', registration.reference], ...sessionRows],
          links: [['Training calendar', siteLink(settings, '/training-calendar')]],
        },
        { attachments: [{ filename: sessionIcsFileName(session), content: sessionIcs(session), contentType: 'text/calendar; charset=utf-8' }] },
      );
    }
    return teamMail(
      settings,
      'training',
      {
        subject: `Training registration ${registration.reference}: ${session.title}, ${registration.fullName}`,
        heading: `New training registration ${registration.reference}`,
        rows: [
          ['Reference', registration.reference],
          ['Session', `${session.title} (${session.date}, ${session.time})`],
          ['Seats taken', `${session.registered} of ${session.capacity}`],
          ['Role', registration.role],
          ['Name', registration.fullName],
          ['Contact', registration.contact],
          ['Work email', registration.workEmail],
          ['Organization', registration.organization],
          ['Employee ID', registration.employeeId],
        ],
        links: [[`ID card: ${registration.idCard.name}`, siteLink(settings, registration.idCard.url)]],
      },
      mailAddress(registration.fullName, registration.workEmail),
    );
  },
};
