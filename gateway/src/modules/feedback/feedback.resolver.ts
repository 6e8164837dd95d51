import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { PageArgs, pageOf } from '../../graphql/page.js';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';
import { EventFeedback } from './event-feedback.entity.js';
import {
  listEventFeedbacks,
  listPresentationFeedbacks,
  pageEventFeedbacks,
  pagePresentationFeedbacks,
  submitEventFeedback,
  submitPresentationFeedback,
} from './feedback.service.js';
import { EventFeedbackInput, PresentationFeedbackInput } from './feedback.types.js';
import { PresentationFeedback } from './presentation-feedback.entity.js';

const EventFeedbackPage = pageOf(EventFeedback, 'EventFeedback');
const PresentationFeedbackPage = pageOf(PresentationFeedback, 'PresentationFeedback');

@Resolver()
export class FeedbackResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Public. Idempotent per submissionId.' })
  submitEventFeedback(
    @Arg('submissionId', () => String, {
      description: 'A key of the client’s choosing: the same submission sent again answers the first one’s result, never a second record.',
    })
    submissionId: string,
    @Arg('input', () => EventFeedbackInput, { description: 'The form’s fields.' }) input: EventFeedbackInput,
    @Ctx() { em }: Context,
  ): Promise<SubmissionReceipt> {
    return submitEventFeedback(em, submissionId, input);
  }

  @Mutation(() => SubmissionReceipt, { description: 'Public. Idempotent per submissionId.' })
  submitPresentationFeedback(
    @Arg('submissionId', () => String, {
      description: 'A key of the client’s choosing: the same submission sent again answers the first one’s result, never a second record.',
    })
    submissionId: string,
    @Arg('input', () => PresentationFeedbackInput, { description: 'The form’s fields.' }) input: PresentationFeedbackInput,
    @Ctx() { em }: Context,
  ): Promise<SubmissionReceipt> {
    return submitPresentationFeedback(em, submissionId, input);
  }

  @Authorized('feedback:read')
  @Query(() => [EventFeedback], { description: 'Admin. Newest first; rows without a submission time last.' })
  eventFeedbacks(@Ctx() { em }: Context): Promise<EventFeedback[]> {
    return listEventFeedbacks(em);
  }

  @Authorized('feedback:read')
  @Query(() => [PresentationFeedback], { description: 'Admin. Newest first; rows without a submission time last.' })
  presentationFeedbacks(@Ctx() { em }: Context): Promise<PresentationFeedback[]> {
    return listPresentationFeedbacks(em);
  }

  @Authorized('feedback:read')
  @Query(() => EventFeedbackPage, { description: 'Admin. One page of `eventFeedbacks`, optionally searched.' })
  eventFeedbackPage(@Args(() => PageArgs) page: PageArgs, @Ctx() { em }: Context) {
    return pageEventFeedbacks(em, page);
  }

  @Authorized('feedback:read')
  @Query(() => PresentationFeedbackPage, { description: 'Admin. One page of `presentationFeedbacks`, optionally searched.' })
  presentationFeedbackPage(@Args(() => PageArgs) page: PageArgs, @Ctx() { em }: Context) {
    return pagePresentationFeedbacks(em, page);
  }
}
