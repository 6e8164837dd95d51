import { Migration } from '@mikro-orm/migrations';

/** Integrators' API keys: scopes and the SHA-256 of the secret, never the key. */
export class Migration20261125020500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" uuid not null, "name" varchar(100) not null, "scopes" jsonb not null, "secret_hash" varchar(64) not null, "created_by" varchar(100) not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_keys_pkey" primary key ("id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
