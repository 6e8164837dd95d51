import { Migration } from '@mikro-orm/migrations';

// The tables whose new rows are e-mailed about (see Migration20261123154921): their triggers call
// enqueue_submission_mail, which from now on writes into the one job queue.
const ENQUEUE_INTO_JOBS = `create or replace function enqueue_submission_mail() returns trigger language plpgsql as $$
  declare audience text;
  begin
    foreach audience in array TG_ARGV loop
      insert into jobs (kind, key, payload)
        values ('mail', NEW.id || '/' || audience, jsonb_build_object('table', TG_TABLE_NAME, 'sourceId', NEW.id, 'audience', audience));
    end loop;
    return null;
  end $$;`;

const ENQUEUE_INTO_MAIL_JOBS = `create or replace function enqueue_submission_mail() returns trigger language plpgsql as $$
  declare audience text;
  begin
    foreach audience in array TG_ARGV loop
      insert into mail_jobs (source_table, source_id, audience) values (TG_TABLE_NAME, NEW.id, audience);
    end loop;
    return null;
  end $$;`;

/** mail_jobs becomes the `mail` kind of the one job queue; every row is kept, with its id (the dashboard's resend names it). */
export class Migration20261125004500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "jobs" ("id" serial primary key, "kind" varchar(40) not null, "key" text null, "payload" jsonb not null, "status" varchar(10) not null default 'queued', "attempts" int not null default 0, "run_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "queued_at" timestamptz not null default now(), "done_at" timestamptz null, "result" text null, "last_error" text null);`,
    );
    this.addSql(`create index "jobs_due" on "jobs" ("status", "run_at");`);
    this.addSql(`alter table "jobs" add constraint "jobs_one_per_key" unique ("kind", "key");`);
    this.addSql(`insert into jobs (id, kind, key, payload, status, attempts, run_at, created_at, queued_at, done_at, result, last_error)
      select id, 'mail', source_id || '/' || audience, jsonb_build_object('table', source_table, 'sourceId', source_id, 'audience', audience),
        case status when 'sent' then 'done' when 'pending' then case when attempts > 0 then 'retrying' else 'queued' end else status end,
        attempts, run_at, created_at, created_at, sent_at, recipient, last_error
      from mail_jobs;`);
    this.addSql(`select setval(pg_get_serial_sequence('jobs', 'id'), coalesce((select max(id) from jobs), 0) + 1, false);`);
    this.addSql(ENQUEUE_INTO_JOBS);
    this.addSql(`drop table "mail_jobs";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create table "mail_jobs" ("id" serial primary key, "source_table" varchar(63) not null, "source_id" uuid not null, "audience" varchar(10) not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "run_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "recipient" text null, "last_error" text null);`,
    );
    this.addSql(`create index "mail_jobs_due" on "mail_jobs" ("status", "run_at");`);
    this.addSql(`alter table "mail_jobs" add constraint "mail_jobs_one_per_audience" unique ("source_id", "audience");`);
    this.addSql(`insert into mail_jobs (id, source_table, source_id, audience, status, attempts, run_at, created_at, sent_at, recipient, last_error)
      select id, payload->>'table', (payload->>'sourceId')::uuid, payload->>'audience',
        case status when 'done' then 'sent' when 'failed' then 'failed' when 'skipped' then 'skipped' else 'pending' end,
        attempts, run_at, created_at, done_at, result, last_error
      from jobs where kind = 'mail';`);
    this.addSql(`select setval(pg_get_serial_sequence('mail_jobs', 'id'), coalesce((select max(id) from mail_jobs), 0) + 1, false);`);
    this.addSql(ENQUEUE_INTO_MAIL_JOBS);
    this.addSql(`drop table "jobs";`);
  }
}
