import { Migration } from '@mikro-orm/migrations';

/** What several gateways on one PostgreSQL must share: uploaded files' bytes and the token secret. */
export class Migration20261123160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "stored_file_bytes" ("stored_name" varchar(64) not null, "visibility" varchar(10) not null, "bytes" bytea not null, constraint "stored_file_bytes_pkey" primary key ("stored_name"));`,
    );
    this.addSql(
      `create table "gateway_settings" ("name" varchar(64) not null, "value" text not null, constraint "gateway_settings_pkey" primary key ("name"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stored_file_bytes" cascade;`);
    this.addSql(`drop table if exists "gateway_settings" cascade;`);
  }
}
