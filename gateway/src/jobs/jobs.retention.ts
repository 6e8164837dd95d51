import { MAIL_JOB } from '../mail/mail-job.js';
import { daysBefore, type RetentionRule } from '../retention/retention-rule.js';
import { Job, OPEN_JOB_STATUSES } from './job.entity.js';

/**
 * Finished jobs are deleted RETENTION_JOB_DAYS after they finished (a failed one after its last
 * try), so the queue does not grow with every webhook delivery and daily clean-up for good. E-mail
 * jobs stay as long as the submission they are about: the dashboard shows and resends them, and
 * they go with it (migration 20261127090000). Open jobs stay, however old.
 */
export const finishedJobRetention: RetentionRule = {
  name: 'finishedJobs',
  days: (retention) => retention.jobDays,
  sweep: (em, _files, now, days) => {
    const before = daysBefore(now, days);
    return em.nativeDelete(Job, {
      kind: { $ne: MAIL_JOB },
      status: { $nin: [...OPEN_JOB_STATUSES] },
      $or: [{ doneAt: { $lt: before } }, { doneAt: null, runAt: { $lt: before } }],
    });
  },
};
