import { Migration } from '@mikro-orm/migrations';

export class Migration20261124214236 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "download_file_versions" ("id" uuid not null, "path" varchar(200) not null, "stored_name" varchar(64) not null, "content_type" varchar(100) not null, "size" bigint not null default 0, "sha256" varchar(64) null, "started_at" timestamptz not null, "uploaded_at" timestamptz null, "retired_at" timestamptz null, constraint "download_file_versions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "download_file_versions_by_retirement" on "download_file_versions" ("retired_at");`);

    this.addSql(`create table "download_slots" ("path" varchar(200) not null, "version_id" uuid null, constraint "download_slots_pkey" primary key ("path"));`);

    this.addSql(
      `alter table "download_slots" add constraint "download_slots_version_id_foreign" foreign key ("version_id") references "download_file_versions" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "download_slots" drop constraint "download_slots_version_id_foreign";`);

    this.addSql(`drop table if exists "download_file_versions" cascade;`);

    this.addSql(`drop table if exists "download_slots" cascade;`);
  }
}
