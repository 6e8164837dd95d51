import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log is kept as written: an entry can be added, never changed or removed, whatever code
 * or SQL tries (the gateway itself only ever inserts). Dropping the table, as the first
 * migration's `down` does, is still possible for whoever owns the database.
 */
export class Migration20261127100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function audit_entries_are_kept() returns trigger language plpgsql as $$
      begin
        raise exception 'audit entries are kept as written: % is refused', TG_OP using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(`create trigger "audit_entries_kept" before update or delete on "audit_entries" for each row execute function audit_entries_are_kept();`);
    this.addSql(`create trigger "audit_entries_not_emptied" before truncate on "audit_entries" for each statement execute function audit_entries_are_kept();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "audit_entries_not_emptied" on "audit_entries";`);
    this.addSql(`drop trigger if exists "audit_entries_kept" on "audit_entries";`);
    this.addSql(`drop function if exists audit_entries_are_kept();`);
  }
}
