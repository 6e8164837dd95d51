import { Migration } from '@mikro-orm/migrations';

export class Migration20261124215727 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "stored_file_chunks" ("stored_name" varchar(64) not null, "start_offset" bigint not null, "bytes" bytea not null, constraint "stored_file_chunks_pkey" primary key ("stored_name", "start_offset"));`,
    );
    // ZIP and PDF pieces do not compress; storing them as they are saves the CPU of trying.
    this.addSql(`alter table "stored_file_chunks" alter column "bytes" set storage external;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stored_file_chunks" cascade;`);
  }
}
