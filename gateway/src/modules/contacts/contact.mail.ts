import { mailAddress, teamMail } from '../../mail/mail-layout.js';
import type { MailComposer } from '../../mail/mail-message.js';
import { ContactSubmission } from './contact-submission.entity.js';

/** The team hears of each contact inquiry; it is answered by a person, so no automatic reply. */
export const contactMail: MailComposer = {
  table: 'contact_submissions',
  feature: 'contacts',
  async compose(em, id, audience, settings) {
    const contact = await em.findOne(ContactSubmission, id);
    if (!contact || audience !== 'team') return null;
    return teamMail(
      settings,
      'enquiries',
      {
        subject: `New contact inquiry from ${contact.name}`,
        heading: 'New contact inquiry',
        rows: [
          ['Name', contact.name],
          ['Email', contact.email],
          ['Mobile', contact.mobile],
          ['Message', contact.message],
        ],
      },
      mailAddress(contact.name, contact.email),
    );
  },
};
