import { Migration } from '@mikro-orm/migrations';

export class Migration20261122230323 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "events" ("id" uuid not null, "title" varchar(200) not null, "date" varchar(10) not null, "end_date" varchar(10) null, "location" text not null, "descriptions" jsonb not null, "images" jsonb not null, "brochure" jsonb null, "meeting_link" text null, "registration_link" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "events_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "events" add constraint "events_title_unique" unique ("title");`);
    this.addSql(`create index "events_by_dates" on "events" ("date", "end_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "events" cascade;`);
  }
}
