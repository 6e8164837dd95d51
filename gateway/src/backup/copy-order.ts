import { BackupError } from './backup-error.js';

/** The migrator's own table: a restore into the other kind of database migrates it anew rather than copying it. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Each foreign key between two tables, as the table that has it and the table it names. */
export const FOREIGN_KEYS = `select distinct source.relname as source, target.relname as target
  from pg_constraint c
  join pg_class source on source.oid = c.conrelid
  join pg_class target on target.oid = c.confrelid
  join pg_namespace n on n.oid = source.relnamespace
  where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`;

/** The tables with each one after those its foreign keys name (a key to its own table is checked at the end of its COPY). */
export function inReferenceOrder(tables: readonly string[], references: readonly { source: string; target: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new BackupError(`The tables' foreign keys form a cycle through ${table}; they cannot be restored one after another.`);
    visiting.add(table);
    for (const { source, target } of references) if (source === table && tables.includes(target)) place(target);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) place(table);
  return ordered;
}
