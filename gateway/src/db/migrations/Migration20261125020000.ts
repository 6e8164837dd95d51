import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (each account's TOTP secret and its recovery codes, kept as SHA-256) and what
 * an account's list of sessions shows: the device and when each was last used.
 */
export class Migration20261125020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "recovery_codes" ("code_hash" varchar(64) not null, "account_id" varchar(100) not null, "used_at" timestamptz null, constraint "recovery_codes_pkey" primary key ("code_hash"));`,
    );
    this.addSql(`create index "recovery_codes_by_account" on "recovery_codes" ("account_id");`);

    this.addSql(
      `create table "two_factor_secrets" ("account_id" varchar(100) not null, "secret" varchar(64) not null, "confirmed_at" timestamptz null, "last_used_step" int null, "created_at" timestamptz not null, constraint "two_factor_secrets_pkey" primary key ("account_id"));`,
    );

    this.addSql(`alter table "account_sessions" add column "user_agent" varchar(300) null, add column "last_used_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recovery_codes" cascade;`);

    this.addSql(`drop table if exists "two_factor_secrets" cascade;`);

    this.addSql(`alter table "account_sessions" drop column "user_agent", drop column "last_used_at";`);
  }
}
