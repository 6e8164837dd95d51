import { recordAudit } from '../access/audit.js';
import type { Services } from '../core/services.js';
import { defineJobKind, exponentialBackoff, type JobKind } from '../jobs/job-kind.js';
import { DAY_MS, type RetentionRule } from './retention-rule.js';

export const RETENTION_JOB = 'retention';

/**
 * The daily clean-up: one job a day for all gateways, which runs every feature's retention rule and
 * records how many of each it removed (the log and the audit log). Deleting what is already gone does nothing, so a retry or a
 * second run is harmless.
 */
export function retentionJobKind(rules: readonly RetentionRule[], services: Pick<Services, 'config' | 'files'>): JobKind<Record<string, never>> {
  return defineJobKind<Record<string, never>>({
    name: RETENTION_JOB,
    every: { periodMs: DAY_MS },
    leaseMs: 30 * 60_000,
    // Retried through the day it belongs to; the next day's job takes over after that.
    retry: { delayMs: exponentialBackoff(60_000, 3_600_000), maxAgeMs: DAY_MS - 3_600_000 },
    async handle(run) {
      const removed: Record<string, number> = {};
      for (const rule of rules) removed[rule.name] = await rule.sweep(run.em, services.files, run.now, rule.days(services.config.retention));
      run.log.info({ retention: removed }, 'retention: removed personal data past its time');
      run.result = Object.entries(removed)
        .map(([name, count]) => `${name}: ${count}`)
        .join(', ');
      // The Activity tab shows the clean-up beside the team's own deletions; a fork of its own, so the
      // flush writes the entry alone and not the rows the sweeps loaded.
      const audit = run.em.fork();
      recordAudit(audit, { typed: 'daily clean-up' }, { action: 'retention', target: run.result, ip: 'server' });
      await audit.flush();
      return 'done';
    },
  });
}
