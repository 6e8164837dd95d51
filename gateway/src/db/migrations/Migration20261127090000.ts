import { Migration } from '@mikro-orm/migrations';

const MAIL_SOURCE_INDEX = `create index "jobs_mail_source" on "jobs" ((payload->>'sourceId')) where "kind" = 'mail';`;

/**
 * A submission's e-mails go with it: the jobs hold the address each was sent to, which must not
 * outlive the row (deleted by retention, by erasure or by the team). The trigger sits beside the
 * one that queued them, on every table that has one; e-mails already orphaned are deleted once.
 */
export class Migration20261127090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(MAIL_SOURCE_INDEX);
    this.addSql(`create function remove_submission_mail() returns trigger language plpgsql as $$
      begin
        delete from jobs where kind = 'mail' and payload->>'sourceId' = OLD.id::text;
        return null;
      end $$;`);
    this.addSql(`do $$
      declare source regclass;
      begin
        for source in select tgrelid::regclass from pg_trigger where tgfoid = 'enqueue_submission_mail'::regproc and not tgisinternal loop
          execute format('create trigger %I after delete on %s for each row execute function remove_submission_mail()', source::text || '_mail_removed', source);
          execute format('delete from jobs where kind = %L and payload->>%L = %L and not exists (select 1 from %s s where s.id::text = jobs.payload->>%L)',
            'mail', 'table', source::text, source, 'sourceId');
        end loop;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`do $$
      declare source regclass;
      begin
        for source in select tgrelid::regclass from pg_trigger where tgfoid = 'remove_submission_mail'::regproc and not tgisinternal loop
          execute format('drop trigger %I on %s', source::text || '_mail_removed', source);
        end loop;
      end $$;`);
    this.addSql(`drop function if exists remove_submission_mail();`);
    this.addSql(`drop index if exists "jobs_mail_source";`);
  }
}
