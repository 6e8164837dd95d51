import type { JobApplicationStatus } from '@site/schema';
import { daysBefore, deleteWithFiles, type RetentionRule } from '../../retention/retention-rule.js';
import { JobApplication } from './job-application.entity.js';
import { JobRole } from './job-role.entity.js';

const ACCEPTED: JobApplicationStatus = 'accepted';

/**
 * A rejected application is deleted with its resume at once (Reject). One is closed when its role
 * is Closed (or no longer listed) and it was not accepted: it goes with its resume
 * RETENTION_RESUME_DAYS after it arrived. Accepted applications and those for open roles stay.
 */
export const resumeRetention: RetentionRule = {
  name: 'resumes',
  days: (retention) => retention.resumeDays,
  async sweep(em, files, now, days) {
    const openRoles = (await em.find(JobRole, { accepting: true })).map((role) => role.role);
    const cutoff = daysBefore(now, days);
    return deleteWithFiles(
      em,
      files,
      (tem, limit) =>
        tem.find(
          JobApplication,
          { status: { $ne: ACCEPTED }, receivedAt: { $lt: cutoff }, ...(openRoles.length > 0 ? { category: { $nin: openRoles } } : {}) },
          { limit },
        ),
      (application) => application.resume,
    );
  },
};
