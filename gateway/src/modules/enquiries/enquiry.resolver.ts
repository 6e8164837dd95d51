import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { PageArgs, pageOf } from '../../graphql/page.js';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';
import { Enquiry } from './enquiry.entity.js';
import { countEnquiriesWithoutRemark, listEnquiries, pageEnquiries, saveEnquiryRemark, submitEnquiry } from './enquiry.service.js';
import { EnquiryInput } from './enquiry.types.js';

const EnquiryPage = pageOf(Enquiry, 'Enquiry');

@Resolver()
export class EnquiryResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Public. Idempotent per submissionId.' })
  submitEnquiry(
    @Arg('submissionId', () => String, {
      description: 'A key of the client’s choosing: the same submission sent again answers the first one’s result, never a second record.',
    })
    submissionId: string,
    @Arg('input', () => EnquiryInput, { description: 'The form’s fields.' }) input: EnquiryInput,
    @Ctx() { em }: Context,
  ): Promise<SubmissionReceipt> {
    return submitEnquiry(em, submissionId, input);
  }

  @Authorized('enquiries:read')
  @Query(() => [Enquiry], { description: 'Admin. Newest first; rows without a submission time last.' })
  enquiries(@Ctx() { em }: Context): Promise<Enquiry[]> {
    return listEnquiries(em);
  }

  @Authorized('enquiries:read')
  @Query(() => EnquiryPage, { description: 'Admin. One page of `enquiries`, optionally searched.' })
  enquiryPage(@Args(() => PageArgs) page: PageArgs, @Ctx() { em }: Context) {
    return pageEnquiries(em, page);
  }

  @Authorized('enquiries:read')
  @Query(() => Int, { description: 'Admin. Enquiries without a remark yet.' })
  enquiriesWithoutRemark(@Ctx() { em }: Context): Promise<number> {
    return countEnquiriesWithoutRemark(em);
  }

  @Authorized('enquiries:write')
  @Mutation(() => Enquiry, { description: 'Admin.' })
  saveEnquiryRemark(
    @Arg('id', () => ID, { description: 'The id of the one to act on.' }) id: string,
    @Arg('remark', () => String, { description: 'The remark to save.' }) remark: string,
    @Ctx() { em }: Context,
  ): Promise<Enquiry> {
    return saveEnquiryRemark(em, id, remark);
  }
}
