import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Who an e-mail about a submission goes to: the team (NOTIFY_TO) or the visitor who sent it. */
export type MailAudience = 'team' | 'visitor';

/** pending: waiting or being retried; sent; failed: gave up after the last retry; skipped: nobody to send it to. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * One e-mail to send about one submission. Rows are written by database triggers in the very
 * transaction that stores the submission (see the migration that adds this table), so a stored
 * submission always has its e-mails recorded and a rolled-back one never does.
 */
@Entity({ tableName: 'mail_jobs' })
@Unique({ name: 'mail_jobs_one_per_audience', properties: ['sourceId', 'audience'] })
@Index({ name: 'mail_jobs_due', properties: ['status', 'runAt'] })
export class MailJob {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The submission's table, which names the module that writes the e-mail. */
  @Property({ type: 'string', length: 63 })
  sourceTable!: string;

  @Property({ type: 'uuid' })
  sourceId!: string;

  @Property({ type: 'string', length: 10 })
  audience!: MailAudience;

  @Property({ type: 'string', length: 10, default: 'pending' })
  status: MailStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** When a worker may next take it: now, after a retry's backoff, or when a taken job's lease runs out. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  runAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** Where it went (or was last tried), for the dashboard. */
  @Property({ type: 'text', nullable: true })
  recipient: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
