import { mailAddress, teamMail } from '../../mail/mail-layout.js';
import type { MailComposer } from '../../mail/mail-message.js';
import { Enquiry } from './enquiry.entity.js';

/** The team hears of each quick enquiry; the visitor gets no copy of a one-line question. */
export const enquiryMail: MailComposer = {
  table: 'enquiries',
  feature: 'enquiries',
  async compose(em, id, audience, settings) {
    const enquiry = await em.findOne(Enquiry, id);
    if (!enquiry || audience !== 'team') return null;
    return teamMail(
      settings,
      'enquiries',
      {
        subject: `New enquiry from ${enquiry.name}`,
        heading: 'New enquiry',
        rows: [
          ['Name', enquiry.name],
          ['Email', enquiry.email],
          ['Phone', enquiry.phone],
          ['Enquiry', enquiry.enquiry],
        ],
      },
      mailAddress(enquiry.name, enquiry.email),
    );
  },
};
