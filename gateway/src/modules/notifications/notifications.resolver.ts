import type { AccessFeature } from '@site/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePermissions } from '../../access/guard.js';
import type { Context } from '../../core/context.js';
import { InvalidError } from '../../core/errors.js';
import { MailDelivery } from './mail-delivery.type.js';
import { findMailJob, listMailDeliveries, resendMail, sourceTableOf } from './mail-delivery.service.js';

/** E-mails belong to the feature whose row they are about, so these calls check that feature's permission. */
@Resolver()
export class NotificationsResolver {
  @Authorized()
  @Query(() => [MailDelivery], {
    description: 'Admin. The e-mails about these submissions that your role may see; empty when e-mail is not configured (no SMTP_URL).',
  })
  async mailDeliveries(
    @Arg('sourceIds', () => [ID], { description: 'The ids of the submissions whose e-mails to list.' }) sourceIds: string[],
    @Ctx() { em, principal, services }: Context,
  ): Promise<MailDelivery[]> {
    if (!services.config.smtpUrl) return [];
    const readable = (table: string) => {
      const feature = services.mailFeatures.get(table);
      return feature !== undefined && principal !== null && principal.permissions.has(`${feature}:read`);
    };
    return listMailDeliveries(em, sourceIds, readable);
  }

  @Authorized()
  @Mutation(() => MailDelivery, { description: "Admin. Sends an e-mail again, e.g. one that failed; needs write permission on the e-mail's feature." })
  async resendMail(
    @Arg('id', () => ID, { description: 'The id of the one to act on.' }) id: string,
    @Ctx() { em, principal, services }: Context,
  ): Promise<MailDelivery> {
    if (!services.config.smtpUrl) throw new InvalidError('E-mail is not configured (SMTP_URL).');
    const job = await findMailJob(em, id);
    const feature: AccessFeature = services.mailFeatures.get(sourceTableOf(job)) ?? 'accounts';
    requirePermissions(principal, [`${feature}:write`]);
    return resendMail(em, job);
  }
}
