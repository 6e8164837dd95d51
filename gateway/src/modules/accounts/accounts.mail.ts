import { INVITATION_HOURS, INVITATION_PATH, PASSWORD_RESET_LINK_MINUTES, PASSWORD_RESET_PATH } from '@site/schema';
import { Account } from '../../access/account.entity.js';
import { OneTimeLink } from '../../access/one-time-link.entity.js';
import { mailAddress, renderMail, siteLink } from '../../mail/mail-layout.js';
import type { MailComposer } from '../../mail/mail-message.js';

/** One-time links (invitations, password resets): the token is written in only now, while the database keeps its hash alone. */
export const accountsMail: MailComposer = {
  table: 'one_time_links',
  feature: 'accounts',
  async compose(em, id, _audience, settings) {
    const link = await em.findOne(OneTimeLink, id);
    const account = link && (await em.findOne(Account, { id: link.accountId }));
    const reset = link?.purpose === 'password-reset';
    const url = link && siteLink(settings, `${reset ? PASSWORD_RESET_PATH : INVITATION_PATH}#${settings.linkToken(link.id)}`);
    if (!link || link.usedAt || link.expiresAt < new Date() || !account?.email || !url) return null;
    if (reset) {
      return renderMail(mailAddress(account.name, account.email), {
        subject: 'Choose a new password for the team dashboard',
        heading: 'Choose a new password',
        intro: `Hello ${account.name}, someone asked to reset your password. The link below works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
        rows: [],
        links: [['Choose a new password', url]],
      });
    }
    return renderMail(mailAddress(account.name, account.email), {
      subject: 'Your account for the team dashboard',
      heading: 'You are invited to the team dashboard',
      intro: `Hello ${account.name}, choose your password with the link below. It works once, within ${INVITATION_HOURS} hours.`,
      rows: [],
      links: [['Choose your password', url]],
    });
  },
};
