import { Migration } from '@mikro-orm/migrations';

export class Migration20261121195528 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin_accounts" ("admin_id" varchar(100) not null, "password_hash" varchar(255) not null, "updated_at" timestamptz not null, constraint "admin_accounts_pkey" primary key ("admin_id"));`,
    );

    this.addSql(
      `create table "enquiries" ("id" uuid not null, "submission_id" varchar(64) not null, "name" varchar(50) not null, "email" varchar(254) not null, "phone" varchar(20) not null, "enquiry" text not null, "submitted_at" timestamptz null, "received_at" timestamptz not null, "remark" text not null default '', constraint "enquiries_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "enquiries" add constraint "enquiries_submission_id_unique" unique ("submission_id");`);
    this.addSql(`create index "enquiries_newest_first" on "enquiries" ("submitted_at" desc nulls last, "received_at" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_accounts" cascade;`);

    this.addSql(`drop table if exists "enquiries" cascade;`);
  }
}
