import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { PageArgs, pageOf } from '../../graphql/page.js';
import { SupportTicket } from './support-ticket.entity.js';
import { assignEngineer, closeTicket, countOpenTickets, deleteTicket, listTickets, pageTickets, submitSupportRequest } from './support.service.js';
import { SupportRequestInput, SupportRequestReceipt } from './support.types.js';

const SupportTicketPage = pageOf(SupportTicket, 'SupportTicket');

@Resolver()
export class SupportResolver {
  @Mutation(() => SupportRequestReceipt, { description: 'Public. Opens a ticket with status OPEN. Idempotent per submissionId (one ticket, one stored file).' })
  submitSupportRequest(
    @Arg('submissionId', () => String, {
      description: 'A key of the client’s choosing: the same submission sent again answers the first one’s result, never a second record.',
    })
    submissionId: string,
    @Arg('input', () => SupportRequestInput, { description: 'The form’s fields.' }) input: SupportRequestInput,
    @Arg('attachment', () => GraphQLUpload, { nullable: true, description: 'Maintenance only: a PDF, JPEG or PNG up to 10 MB, checked by its bytes.' })
    attachment: Promise<FileUpload> | null | undefined,
    @Ctx() { em, services }: Context,
  ): Promise<SupportRequestReceipt> {
    return submitSupportRequest(em, services.files, submissionId, input, attachment);
  }

  @Authorized('tickets:read')
  @Query(() => [SupportTicket], {
    description: 'Admin. One category (its title); OPEN, pending, feedbackWaiting, Completed, then others; newest first within each.',
  })
  supportTickets(
    @Arg('category', () => String, { description: 'The tickets’ category, as the support form names it.' }) category: string,
    @Ctx() { em }: Context,
  ): Promise<SupportTicket[]> {
    return listTickets(em, category);
  }

  @Authorized('tickets:read')
  @Query(() => SupportTicketPage, { description: 'Admin. One page of `supportTickets`, optionally searched.' })
  supportTicketPage(
    @Arg('category', () => String, { description: 'The tickets’ category, as the support form names it.' }) category: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { em }: Context,
  ) {
    return pageTickets(em, category, page);
  }

  @Authorized('tickets:read')
  @Query(() => Int, { description: 'Admin. Tickets of every category still OPEN.' })
  openTickets(@Ctx() { em }: Context): Promise<number> {
    return countOpenTickets(em);
  }

  @Authorized('tickets:write')
  @Mutation(() => SupportTicket, { description: 'Admin. The engineer is one of SUPPORT_ENGINEERS; an OPEN ticket becomes pending.' })
  assignEngineer(
    @Arg('ticketId', () => String, { description: 'The ticket number.' }) ticketId: string,
    @Arg('engineer', () => String, { description: 'The engineer’s name.' }) engineer: string,
    @Ctx() { em }: Context,
  ): Promise<SupportTicket> {
    return assignEngineer(em, ticketId, engineer);
  }

  @Authorized('tickets:write')
  @Mutation(() => SupportTicket, { description: 'Admin. Sets the status to Completed.' })
  closeTicket(@Arg('ticketId', () => String, { description: 'The ticket number.' }) ticketId: string, @Ctx() { em }: Context): Promise<SupportTicket> {
    return closeTicket(em, ticketId);
  }

  @Authorized('tickets:write')
  @Mutation(() => Boolean, { description: 'Admin. Deletes the ticket and its attachment.' })
  deleteTicket(@Arg('ticketId', () => String, { description: 'The ticket number.' }) ticketId: string, @Ctx() { em, services }: Context): Promise<boolean> {
    return deleteTicket(em, services.files, ticketId);
  }
}
