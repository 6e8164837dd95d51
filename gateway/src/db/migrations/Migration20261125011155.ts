import { Migration } from '@mikro-orm/migrations';

/** The activity log: appended to by the access layer in each change's transaction. */
export class Migration20261125011155 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" bigserial primary key, "at" timestamptz not null, "actor_id" varchar(100) null, "actor" varchar(254) not null, "action" varchar(40) not null, "target" varchar(254) null, "ip" varchar(64) not null, "fields" jsonb not null);`,
    );
    this.addSql(`create index "audit_entries_by_actor" on "audit_entries" ("actor_id");`);
    this.addSql(`create index "audit_entries_by_action" on "audit_entries" ("action");`);
    this.addSql(`create index "audit_entries_by_time" on "audit_entries" ("at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
  }
}
