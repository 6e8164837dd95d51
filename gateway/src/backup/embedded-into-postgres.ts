import { PGlite } from '@electric-sql/pglite';
import { type Knex, MikroORM } from '@mikro-orm/postgresql';
import type { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EMBEDDED_START_PARAMS } from '../db/embedded-postgres-settings.js';
import { GatewaySetting } from '../db/gateway-setting.entity.js';
import { ormConfig } from '../db/orm-config.js';
import { insertChunks, INSERT_FILE_BYTES } from '../files/database-file-store.js';
import { KEEP_TOKEN_SECRET } from '../security/token-secret.js';
import type { Manifest } from './backup-archive.js';
import { readArchive } from './backup-archive.js';
import { BackupError, noDatabase } from './backup-error.js';
import { FOREIGN_KEYS, inReferenceOrder, MIGRATIONS_TABLE, quoted } from './copy-order.js';
import { knownMigration } from './known-migration.js';
import { EMBEDDED_DATABASE_ENTRY, EMBEDDED_SECRET_ENTRY, uploadedFileEntry } from './embedded-backup.js';

/**
 * Restores a backup of the embedded database into an empty PostgreSQL database, for a site that
 * outgrows one process: the target is migrated to the backup's own migration, every table's rows
 * are copied from the backup's database as they are, its files go where a PostgreSQL site keeps
 * them (`stored_file_bytes`, and `stored_file_chunks` for downloads), and its generated token
 * secret into `gateway_settings`, so signed-in sessions stay signed in. The site applies later
 * migrations when it starts, as after any restore. All of it is one transaction: a restore that
 * fails leaves the database empty.
 */
export async function restoreEmbeddedIntoPostgres(url: string, file: string, manifest: Manifest): Promise<void> {
  const migration = knownMigration(manifest, file);
  // The migrator starts from one mapped table (the migrations themselves are SQL), and checks its
  // own table on a second connection beside the transaction's.
  const orm = await MikroORM.init(ormConfig(url, [GatewaySetting], { pool: { min: 0, max: 2 }, logger: () => undefined }));
  try {
    await orm.em.getConnection().transactional(async (trx) => {
      await orm.getMigrator().up({ to: migration, transaction: trx });
      await copyArchive(trx, file);
    });
  } catch (error) {
    // The migrator keeps its own table outside the transaction; the database was empty before.
    await orm.em.getConnection().execute(`drop table if exists ${MIGRATIONS_TABLE}`);
    throw error;
  } finally {
    await orm.close(true);
  }
}

async function copyArchive(trx: Knex.Transaction, file: string): Promise<void> {
  let copied = false;
  await readArchive(file, async (path, bytes) => {
    if (path === EMBEDDED_DATABASE_ENTRY) {
      await copyDatabase(trx, Buffer.concat(await bytes.toArray()));
      copied = true;
      return;
    }
    if (!copied) throw new BackupError(`The backup ${file} holds ${path} before its database. Nothing was restored.`);
    if (path === EMBEDDED_SECRET_ENTRY) {
      const secret = Buffer.concat(await bytes.toArray())
        .toString('utf8')
        .trim();
      await trx.raw(KEEP_TOKEN_SECRET, [secret]);
      return;
    }
    const { visibility, name } = uploadedFileEntry(path, file);
    if (visibility === 'downloads') await insertChunks(trx, name, bytes);
    else await trx.raw(INSERT_FILE_BYTES, [name, visibility, Buffer.concat(await bytes.toArray())]);
  });
  if (!copied) throw noDatabase(file, 'embedded');
}

/**
 * Every row of every table, in an order that gives each foreign key its row first, through COPY's
 * text format (every type as PostgreSQL itself writes and reads it); then each sequence's value.
 * The tables' own triggers are off meanwhile: rows restored are not new submissions, so they
 * enqueue no mail and no webhook.
 */
async function copyDatabase(trx: Knex.Transaction, snapshot: Buffer): Promise<void> {
  const source = await PGlite.create({ loadDataDir: new Blob([snapshot]), startParams: EMBEDDED_START_PARAMS }).catch((error: Error) => {
    throw new BackupError(`The backup's database does not open (${error.message}). Nothing was restored.`);
  });
  try {
    const tables = inReferenceOrder(
      (
        await source.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
        )
      ).rows
        .map(({ name }) => name)
        .filter((name) => name !== MIGRATIONS_TABLE),
      (await trx.raw<{ rows: { source: string; target: string }[] }>(FOREIGN_KEYS)).rows,
    );
    const client = (await trx.client.acquireConnection()) as Client;
    for (const table of tables) await trx.raw(`alter table ${quoted(table)} disable trigger user`);
    for (const table of tables) {
      const columns = (
        await source.query<{ name: string }>(
          "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
          [table],
        )
      ).rows
        .map(({ name }) => quoted(name))
        .join(', ');
      // An empty table gives no blob at all.
      const { blob } = await source.query(`copy ${quoted(table)} (${columns}) to '/dev/blob'`);
      if (blob) await pipeline(Readable.from([Buffer.from(await blob.arrayBuffer())]), client.query(copyFrom(`copy ${quoted(table)} (${columns}) from stdin`)));
    }
    for (const table of tables) await trx.raw(`alter table ${quoted(table)} enable trigger user`);
    const sequences = await source.query<{ name: string; value: string }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null",
    );
    for (const { name, value } of sequences.rows) await trx.raw('select setval(?::regclass, ?::bigint)', [quoted(name), value]);
  } finally {
    await source.close();
  }
}
