import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { PageArgs, pageOf } from '../../graphql/page.js';
import { SubmissionReceipt } from '../../graphql/submission-receipt.type.js';
import { JobApplicationInput } from './job-application.types.js';
import { JobApplication } from './job-application.entity.js';
import {
  acceptJobApplication,
  countPendingApplications,
  deleteJobApplications,
  listJobApplications,
  pageJobApplications,
  submitJobApplication,
} from './job-application.service.js';

const JobApplicationPage = pageOf(JobApplication, 'JobApplication');

@Resolver()
export class JobApplicationResolver {
  @Mutation(() => SubmissionReceipt, {
    description: 'Public. The role must be accepting applications. Idempotent per submissionId (one row, one stored file).',
  })
  submitJobApplication(
    @Arg('submissionId', () => String, {
      description: 'A key of the client’s choosing: the same submission sent again answers the first one’s result, never a second record.',
    })
    submissionId: string,
    @Arg('input', () => JobApplicationInput, { description: 'The form’s fields.' }) input: JobApplicationInput,
    @Arg('resume', () => GraphQLUpload, {
      nullable: true,
      description: "Required: a PDF up to 5 MB, checked by its bytes. Nullable only so that a missing file is answered with the form rule's message.",
    })
    resume: Promise<FileUpload> | null | undefined,
    @Ctx() { em, services }: Context,
  ): Promise<SubmissionReceipt> {
    return submitJobApplication(em, services.files, submissionId, input, resume);
  }

  @Authorized('careers:read')
  @Query(() => [JobApplication], { description: 'Admin. Newest first; rows without a submission time last.' })
  jobApplications(@Ctx() { em }: Context): Promise<JobApplication[]> {
    return listJobApplications(em);
  }

  @Authorized('careers:read')
  @Query(() => JobApplicationPage, { description: 'Admin. One page of `jobApplications`, optionally searched.' })
  jobApplicationPage(@Args(() => PageArgs) page: PageArgs, @Ctx() { em }: Context) {
    return pageJobApplications(em, page);
  }

  @Authorized('careers:read')
  @Query(() => Int, { description: 'Admin. Applications not yet accepted.' })
  pendingApplications(@Ctx() { em }: Context): Promise<number> {
    return countPendingApplications(em);
  }

  @Authorized('careers:write')
  @Mutation(() => [JobApplication], { description: "Admin. Accepts the applicant's applications for the role." })
  acceptJobApplication(
    @Arg('email', () => String, { description: 'The applicant’s e-mail address.' }) email: string,
    @Arg('category', () => String, { description: 'The job role applied for.' }) category: string,
    @Ctx() { em }: Context,
  ): Promise<JobApplication[]> {
    return acceptJobApplication(em, email, category);
  }

  @Authorized('careers:write')
  @Mutation(() => Int, { description: "Admin. Rejecting deletes the applicant's applications for the role and their resumes; answers how many." })
  rejectJobApplication(
    @Arg('email', () => String, { description: 'The applicant’s e-mail address.' }) email: string,
    @Arg('category', () => String, { description: 'The job role applied for.' }) category: string,
    @Ctx() { em, services }: Context,
  ): Promise<number> {
    return deleteJobApplications(em, services.files, email, category);
  }

  @Authorized('careers:write')
  @Mutation(() => Int, { description: "Admin. Deletes the applicant's applications for the role and their resumes; answers how many." })
  deleteJobApplication(
    @Arg('email', () => String, { description: 'The applicant’s e-mail address.' }) email: string,
    @Arg('category', () => String, { description: 'The job role applied for.' }) category: string,
    @Ctx() { em, services }: Context,
  ): Promise<number> {
    return deleteJobApplications(em, services.files, email, category);
  }
}
