import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';
import { ContactSubmission } from './contact-submission.entity.js';
import { listContactSubmissions, saveContactRemark, submitContact } from './contact.service.js';
import { ContactInput } from './contact.types.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Public. Idempotent per submissionId.' })
  submitContact(
    @Arg('submissionId', () => String) submissionId: string,
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() { em }: Context,
  ): Promise<SubmissionReceipt> {
    return submitContact(em, submissionId, input);
  }

  @Authorized()
  @Query(() => [ContactSubmission], { description: 'Admin. Newest first; rows without a submission time last.' })
  contactSubmissions(@Ctx() { em }: Context): Promise<ContactSubmission[]> {
    return listContactSubmissions(em);
  }

  @Authorized()
  @Mutation(() => ContactSubmission, { description: 'Admin.' })
  saveContactRemark(
    @Arg('id', () => ID) id: string,
    @Arg('remark', () => String) remark: string,
    @Ctx() { em }: Context,
  ): Promise<ContactSubmission> {
    return saveContactRemark(em, id, remark);
  }
}
