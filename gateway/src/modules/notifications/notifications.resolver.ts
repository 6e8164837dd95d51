import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { InvalidError } from '../../core/errors.js';
import { MailDelivery } from './mail-delivery.type.js';
import { listMailDeliveries, resendMail } from './mail-delivery.service.js';

@Resolver()
export class NotificationsResolver {
  @Authorized()
  @Query(() => [MailDelivery], { description: 'Admin. The e-mails about these submissions; empty when e-mail is not configured (no SMTP_URL).' })
  mailDeliveries(
    @Arg('sourceIds', () => [ID], { description: 'The ids of the submissions whose e-mails to list.' }) sourceIds: string[],
    @Ctx() { em, services }: Context,
  ): Promise<MailDelivery[]> {
    return services.config.smtpUrl ? listMailDeliveries(em, sourceIds) : Promise.resolve([]);
  }

  @Authorized()
  @Mutation(() => MailDelivery, { description: 'Admin. Sends an e-mail again, e.g. one that failed.' })
  resendMail(@Arg('id', () => ID, { description: 'The id of the one to act on.' }) id: string, @Ctx() { em, services }: Context): Promise<MailDelivery> {
    if (!services.config.smtpUrl) throw new InvalidError('E-mail is not configured (SMTP_URL).');
    return resendMail(em, id);
  }
}
