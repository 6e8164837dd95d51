import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidError, NotFoundError } from '../../core/errors.js';
import { Job, OPEN_JOB_STATUSES } from '../../jobs/job.entity.js';
import { requeueJob } from '../../jobs/job-queue.js';
import { MAIL_JOB, type MailJobPayload, mailJobKey } from '../../mail/mail-job.js';
import { MailDelivery } from './mail-delivery.type.js';

// A dashboard table asks for the rows it shows; more than this is not one screen.
const MAX_IDS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The table whose row a mail job is about, which says whose e-mail it is. */
export const sourceTableOf = (job: Job): string => (job.payload as unknown as MailJobPayload).table;

/** The e-mails about these submissions, of the tables `readable` lets the asker see. */
export async function listMailDeliveries(em: EntityManager, sourceIds: readonly string[], readable: (table: string) => boolean): Promise<MailDelivery[]> {
  if (sourceIds.length > MAX_IDS) throw new InvalidError({ sourceIds: `At most ${MAX_IDS} ids at a time.` });
  const keys = sourceIds.filter((id) => UUID.test(id)).flatMap((id) => [mailJobKey(id.toLowerCase(), 'team'), mailJobKey(id.toLowerCase(), 'visitor')]);
  if (keys.length === 0) return [];
  const jobs = await em.find(Job, { kind: MAIL_JOB, key: { $in: keys } }, { orderBy: { id: 'asc' } });
  return jobs.filter((job) => readable(sourceTableOf(job))).map((job) => MailDelivery.of(job));
}

export async function findMailJob(em: EntityManager, id: string): Promise<Job> {
  const job = /^\d+$/.test(id) ? await em.findOne(Job, { id: Number(id), kind: MAIL_JOB }) : null;
  if (!job) throw new NotFoundError('E-mail');
  return job;
}

/** Queues a delivered, failed or skipped e-mail again, with a fresh set of retries. */
export async function resendMail(em: EntityManager, job: Job): Promise<MailDelivery> {
  if (OPEN_JOB_STATUSES.includes(job.status)) throw new InvalidError('This e-mail is already waiting to be sent.');
  await requeueJob(em, job.id);
  await em.refresh(job);
  return MailDelivery.of(job);
}
