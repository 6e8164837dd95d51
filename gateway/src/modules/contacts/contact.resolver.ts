import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { PageArgs, pageOf } from '../../graphql/page.js';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';
import { ContactSubmission } from './contact-submission.entity.js';
import { countContactsWithoutRemark, listContactSubmissions, pageContactSubmissions, saveContactRemark, submitContact } from './contact.service.js';
import { ContactInput } from './contact.types.js';

const ContactSubmissionPage = pageOf(ContactSubmission, 'ContactSubmission');

@Resolver()
export class ContactResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Public. Idempotent per submissionId.' })
  submitContact(
    @Arg('submissionId', () => String, {
      description: 'A key of the client’s choosing: the same submission sent again answers the first one’s result, never a second record.',
    })
    submissionId: string,
    @Arg('input', () => ContactInput, { description: 'The form’s fields.' }) input: ContactInput,
    @Ctx() { em }: Context,
  ): Promise<SubmissionReceipt> {
    return submitContact(em, submissionId, input);
  }

  @Authorized('contacts:read')
  @Query(() => [ContactSubmission], { description: 'Admin. Newest first; rows without a submission time last.' })
  contactSubmissions(@Ctx() { em }: Context): Promise<ContactSubmission[]> {
    return listContactSubmissions(em);
  }

  @Authorized('contacts:read')
  @Query(() => ContactSubmissionPage, { description: 'Admin. One page of `contactSubmissions`, optionally searched.' })
  contactSubmissionPage(@Args(() => PageArgs) page: PageArgs, @Ctx() { em }: Context) {
    return pageContactSubmissions(em, page);
  }

  @Authorized('contacts:read')
  @Query(() => Int, { description: 'Admin. Contact inquiries without a remark yet.' })
  contactsWithoutRemark(@Ctx() { em }: Context): Promise<number> {
    return countContactsWithoutRemark(em);
  }

  @Authorized('contacts:write')
  @Mutation(() => ContactSubmission, { description: 'Admin.' })
  saveContactRemark(
    @Arg('id', () => ID, { description: 'The id of the one to act on.' }) id: string,
    @Arg('remark', () => String, { description: 'The remark to save.' }) remark: string,
    @Ctx() { em }: Context,
  ): Promise<ContactSubmission> {
    return saveContactRemark(em, id, remark);
  }
}
