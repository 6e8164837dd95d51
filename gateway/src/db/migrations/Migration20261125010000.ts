import { Migration } from '@mikro-orm/migrations';

/**
 * Named accounts with roles, sessions kept in the database and one-time links. The spec's single
 * admin becomes the first Owner under the same id; sessions replace the list of revoked tokens, so
 * tokens signed before this migration name no session and sign their holder out.
 */
export class Migration20261125010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "accounts" ("id" varchar(100) not null, "name" varchar(100) not null, "email" varchar(254) null, "role" varchar(20) not null, "active" boolean not null default true, "password_hash" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "accounts_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "accounts_email_unique" on "accounts" (lower("email"));`);
    this.addSql(
      `insert into "accounts" ("id", "name", "email", "role", "active", "password_hash", "created_at", "updated_at") select "admin_id", "admin_id", null, 'OWNER', true, "password_hash", "updated_at", "updated_at" from "admin_accounts";`,
    );
    this.addSql(`drop table if exists "admin_accounts" cascade;`);

    this.addSql(
      `create table "account_sessions" ("id" uuid not null, "account_id" varchar(100) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "ended_at" timestamptz null, "ip" varchar(64) not null, constraint "account_sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "account_sessions_by_account" on "account_sessions" ("account_id");`);
    this.addSql(`drop table if exists "revoked_tokens" cascade;`);

    this.addSql(
      `create table "one_time_links" ("id" uuid not null, "purpose" varchar(20) not null, "token_hash" varchar(64) not null, "account_id" varchar(100) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "one_time_links_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "one_time_links" add constraint "one_time_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "one_time_links_by_account" on "one_time_links" ("account_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create table "admin_accounts" ("admin_id" varchar(100) not null, "password_hash" varchar(255) not null, "updated_at" timestamptz not null, constraint "admin_accounts_pkey" primary key ("admin_id"));`,
    );
    this.addSql(
      `insert into "admin_accounts" ("admin_id", "password_hash", "updated_at") select "id", "password_hash", "updated_at" from "accounts" where "role" = 'OWNER' and "password_hash" is not null;`,
    );
    this.addSql(
      `create table "revoked_tokens" ("jti" varchar(64) not null, "expires_at" timestamptz not null, constraint "revoked_tokens_pkey" primary key ("jti"));`,
    );
    this.addSql(`create index "revoked_tokens_by_expiry" on "revoked_tokens" ("expires_at");`);
    this.addSql(`drop table if exists "one_time_links" cascade;`);
    this.addSql(`drop table if exists "account_sessions" cascade;`);
    this.addSql(`drop table if exists "accounts" cascade;`);
  }
}
