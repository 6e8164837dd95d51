import { Migration } from '@mikro-orm/migrations';

// The tables whose new rows are e-mailed about, and to whom. The visitor gets a confirmation only
// where there is something to keep: a ticket number, an application receipt, a training booking.
const MAILED_TABLES: Record<string, string[]> = {
  enquiries: ['team'],
  contact_submissions: ['team'],
  support_tickets: ['team', 'visitor'],
  job_applications: ['team', 'visitor'],
  training_registrations: ['team', 'visitor'],
  event_feedbacks: ['team'],
  presentation_feedbacks: ['team'],
};

export class Migration20261123154921 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_jobs" ("id" serial primary key, "source_table" varchar(63) not null, "source_id" uuid not null, "audience" varchar(10) not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "run_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "recipient" text null, "last_error" text null);`,
    );
    this.addSql(`create index "mail_jobs_due" on "mail_jobs" ("status", "run_at");`);
    this.addSql(`alter table "mail_jobs" add constraint "mail_jobs_one_per_audience" unique ("source_id", "audience");`);

    // A trigger, not application code, records the e-mails: they are then part of the very insert
    // that stores the submission, whichever code path (GraphQL, REST shim, a replay) made it.
    this.addSql(`create function enqueue_submission_mail() returns trigger language plpgsql as $$
      declare audience text;
      begin
        foreach audience in array TG_ARGV loop
          insert into mail_jobs (source_table, source_id, audience) values (TG_TABLE_NAME, NEW.id, audience);
        end loop;
        return null;
      end $$;`);
    for (const [table, audiences] of Object.entries(MAILED_TABLES)) {
      const args = audiences.map((audience) => `'${audience}'`).join(', ');
      this.addSql(`create trigger "${table}_mail" after insert on "${table}" for each row execute function enqueue_submission_mail(${args});`);
    }
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(MAILED_TABLES)) this.addSql(`drop trigger if exists "${table}_mail" on "${table}";`);
    this.addSql(`drop function if exists enqueue_submission_mail();`);
    this.addSql(`drop table if exists "mail_jobs" cascade;`);
  }
}
