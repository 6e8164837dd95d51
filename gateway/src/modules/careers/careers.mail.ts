import { mailAddress, renderMail, siteLink, teamMail } from '../../mail/mail-layout.js';
import type { MailComposer } from '../../mail/mail-message.js';
import { JobApplication } from './job-application.entity.js';

/** The team gets each application with a link to the résumé; the applicant gets a receipt. */
export const careersMail: MailComposer = {
  table: 'job_applications',
  feature: 'careers',
  async compose(em, id, audience, settings) {
    const application = await em.findOne(JobApplication, id);
    if (!application) return null;
    if (audience === 'visitor') {
      return renderMail(mailAddress(application.name, application.email), {
        subject: `We received your application for ${application.category}`,
        heading: 'Application received',
        intro: `Thank you, ${application.name}. We have received your application for ${application.category} and will be in touch.`,
        rows: [
          ['Position', application.category],
          ['Name', application.name],
          ['Email', application.email],
          ['Phone', application.phone],
        ],
      });
    }
    return teamMail(
      settings,
      'jobs',
      {
        subject: `Job application for ${application.category} from ${application.name}`,
        heading: `New job application: ${application.category}`,
        rows: [
          ['Position', application.category],
          ['Name', application.name],
          ['Email', application.email],
          ['Phone', application.phone],
          ['Cover letter', application.coverLetter],
        ],
        links: [[`Résumé: ${application.resume.name}`, siteLink(settings, application.resume.url)]],
      },
      mailAddress(application.name, application.email),
    );
  },
};
