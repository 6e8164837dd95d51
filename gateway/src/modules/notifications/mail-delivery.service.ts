import type { EntityManager } from '@mikro-orm/postgresql';
import { MailJob } from '../../mail/mail-job.entity.js';
import { InvalidError, NotFoundError } from '../../core/errors.js';
import { MailDelivery } from './mail-delivery.type.js';

// A dashboard table asks for the rows it shows; more than this is not one screen.
const MAX_IDS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The e-mails about these rows whose source table `readable` allows. */
export async function listMailDeliveries(em: EntityManager, sourceIds: readonly string[], readable: (table: string) => boolean): Promise<MailDelivery[]> {
  if (sourceIds.length > MAX_IDS) throw new InvalidError({ sourceIds: `At most ${MAX_IDS} ids at a time.` });
  const ids = sourceIds.filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  const jobs = await em.find(MailJob, { sourceId: { $in: ids } }, { orderBy: { id: 'asc' } });
  return jobs.filter((job) => readable(job.sourceTable)).map((job) => MailDelivery.of(job));
}

export async function findMailJob(em: EntityManager, id: string): Promise<MailJob> {
  const job = /^\d+$/.test(id) ? await em.findOne(MailJob, { id: Number(id) }) : null;
  if (!job) throw new NotFoundError('E-mail');
  return job;
}

/** Queues a delivered, failed or skipped e-mail again, with a fresh set of retries. */
export async function resendMail(em: EntityManager, job: MailJob): Promise<MailDelivery> {
  if (job.status === 'pending') throw new InvalidError('This e-mail is already waiting to be sent.');
  Object.assign(job, { status: 'pending', attempts: 0, runAt: new Date(), lastError: null });
  await em.flush();
  return MailDelivery.of(job);
}
