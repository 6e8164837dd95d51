import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_JOB_APPLICATION_STATUS, type JobApplicationStatus, RESUME_FILE_RULE, hasErrors, text, validateJobApplication } from '@site/schema';
import type { FileUpload } from 'graphql-upload-minimal';
import { createOnce } from '../../db/create-once.js';
import { submissionTable } from '../../db/submission-table.js';
import type { FileStore } from '../../files/file-store.js';
import { receiveUpload } from '../../files/receive-upload.js';
import { InvalidError, NotFoundError } from '../../core/errors.js';
import { committed } from '../../core/live-events.js';
import type { JobApplicationInput } from './job-application.types.js';
import { JobApplication } from './job-application.entity.js';
import { closedRoleMessage } from './job-role.service.js';

const ACCEPTED: JobApplicationStatus = 'accepted';

export async function submitJobApplication(
  em: EntityManager,
  files: FileStore,
  submissionId: string,
  input: JobApplicationInput,
  resumeUpload: Promise<FileUpload> | null | undefined,
): Promise<JobApplication> {
  const resume = await receiveUpload(resumeUpload, 'resume', RESUME_FILE_RULE);
  return createOnce(
    em,
    JobApplication,
    'APPLICATION',
    submissionId,
    async () => {
      const errors = validateJobApplication({ ...input, resume });
      if (!errors.category) {
        const roleMessage = await closedRoleMessage(em, input.category);
        if (roleMessage) errors.category = roleMessage;
      }
      if (hasErrors(errors) || !resume) throw new InvalidError(errors);
      return em.create(JobApplication, {
        submissionId,
        name: text(input.name),
        email: text(input.email),
        phone: text(input.phone),
        category: text(input.category),
        coverLetter: text(input.coverLetter),
        status: DEFAULT_JOB_APPLICATION_STATUS,
        submittedAt: input.submittedAt ?? null,
        receivedAt: new Date(),
        resume: await files.save(resume, 'private'),
      });
    },
    (application) => files.remove(application.resume),
  );
}

/** Newest first; a page is searched over every column an admin reads. */
const jobApplications = submissionTable(JobApplication, ['name', 'email', 'phone', 'category', 'coverLetter', 'status']);
export const listJobApplications = jobApplications.list;
export const pageJobApplications = jobApplications.page;

/** Applications not yet accepted: the ones waiting for a decision. */
export function countPendingApplications(em: EntityManager): Promise<number> {
  return em.count(JobApplication, { status: { $ne: ACCEPTED } });
}

/** Accepts every application of that applicant for that role (a visitor may have applied twice). */
export async function acceptJobApplication(em: EntityManager, email: string, category: string): Promise<JobApplication[]> {
  const applications = await findApplications(em, email, category);
  const changed = applications.filter((application) => application.status !== ACCEPTED);
  for (const application of changed) application.status = ACCEPTED;
  await em.flush();
  for (const application of changed) committed(em, { type: 'applicationStatusChanged', id: application.id, status: ACCEPTED });
  return applications;
}

/** Deletes every application of that applicant for that role, with the resumes; answers how many. */
export async function deleteJobApplications(em: EntityManager, files: FileStore, email: string, category: string): Promise<number> {
  const applications = await findApplications(em, email, category);
  for (const application of applications) em.remove(application).remove(application.resume);
  await em.flush();
  for (const application of applications) await files.remove(application.resume);
  return applications.length;
}

async function findApplications(em: EntityManager, email: string, category: string): Promise<JobApplication[]> {
  const applications = await em.find(JobApplication, { email: text(email), category: text(category) });
  if (applications.length === 0) throw new NotFoundError('Job application');
  return applications;
}
