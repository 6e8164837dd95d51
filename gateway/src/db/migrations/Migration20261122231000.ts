import { Migration } from '@mikro-orm/migrations';

export class Migration20261122231000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "training_sessions" ("id" uuid not null, "title" varchar(200) not null, "description" text not null, "date" varchar(10) not null, "time" text not null, "instructor" text not null, "capacity" int not null, "registered" int not null default 0, constraint "training_sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "training_sessions" add constraint "training_sessions_title_unique" unique ("title");`);
    this.addSql(`create index "training_sessions_by_date" on "training_sessions" ("date");`);

    this.addSql(
      `create table "training_registrations" ("id" uuid not null, "submission_id" varchar(64) not null, "received_at" timestamptz not null, "reference" varchar(20) not null, "session_id" uuid not null, "role" varchar(40) not null, "full_name" text not null, "contact" text not null, "work_email" varchar(254) not null, "organization" text not null, "employee_id" text not null, "id_card_id" uuid not null, constraint "training_registrations_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "training_registrations" add constraint "training_registrations_submission_id_unique" unique ("submission_id");`);
    this.addSql(`alter table "training_registrations" add constraint "training_registrations_reference_unique" unique ("reference");`);
    this.addSql(`alter table "training_registrations" add constraint "training_registrations_id_card_id_unique" unique ("id_card_id");`);
    this.addSql(`create index "training_registrations_by_session" on "training_registrations" ("session_id", "received_at");`);

    this.addSql(
      `alter table "training_registrations" add constraint "training_registrations_session_id_foreign" foreign key ("session_id") references "training_sessions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "training_registrations" add constraint "training_registrations_id_card_id_foreign" foreign key ("id_card_id") references "uploaded_files" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "training_registrations" drop constraint "training_registrations_session_id_foreign";`);

    this.addSql(`drop table if exists "training_sessions" cascade;`);

    this.addSql(`drop table if exists "training_registrations" cascade;`);
  }
}
