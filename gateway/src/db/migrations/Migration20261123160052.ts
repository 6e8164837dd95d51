import { Migration } from '@mikro-orm/migrations';

export class Migration20261123160052 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "revoked_tokens" ("jti" varchar(64) not null, "expires_at" timestamptz not null, constraint "revoked_tokens_pkey" primary key ("jti"));`,
    );
    this.addSql(`create index "revoked_tokens_by_expiry" on "revoked_tokens" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revoked_tokens" cascade;`);
  }
}
