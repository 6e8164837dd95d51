import { randomUUID } from 'node:crypto';
import { type FilterQuery, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldsOf, type PersonalDataSource } from '../../db/personal-data-source.js';
import type { FileStore, StoredFileRef } from '../../files/file-store.js';
import { UploadedFile } from '../../files/uploaded-file.entity.js';
import { Job } from '../../jobs/job.entity.js';
import { emailCondition, namesPerson, type PersonQuery, phoneCondition } from './person-query.js';

type Row = Record<string, unknown>;

/** One table's rows that name the person, with their files. */
export interface FoundKind {
  kind: string;
  label: string;
  erasure: PersonalDataSource['erasure'];
  source: PersonalDataSource | null;
  rows: Row[];
}

/** The e-mails queued about a person's rows or sent to their address: they carry the address and are written from the rows. */
const MAIL_JOBS = { kind: 'mailJobs', label: 'Queued e-mails', erasure: 'delete' } as const;

/** Every table's rows that name the person, in the order of `sources`, the queued e-mails last. */
export async function findPersonalData(em: EntityManager, sources: readonly PersonalDataSource[], query: PersonQuery): Promise<FoundKind[]> {
  const found: FoundKind[] = [];
  for (const source of sources) {
    found.push({ kind: source.kind, label: source.label, erasure: source.erasure, source, rows: await rowsNaming(em, source, query) });
  }
  const sourceIds = found.flatMap(({ rows }) => rows.map((row) => String(row.id)));
  found.push({ ...MAIL_JOBS, source: null, rows: await mailJobsAbout(em, sourceIds, query) });
  return found;
}

async function rowsNaming(em: EntityManager, source: PersonalDataSource, query: PersonQuery): Promise<Row[]> {
  const meta = em.getMetadata().get(source.entity.name);
  const column = (property: string) => `"${meta.properties[property]!.fieldNames[0]}"`;
  const conditions: string[] = [];
  const params: string[] = [];
  for (const person of source.people) {
    if (person.email && query.email) {
      conditions.push(emailCondition(column(person.email)));
      params.push(query.email);
    }
    if (person.phone && query.phone) {
      conditions.push(phoneCondition(column(person.phone)));
      params.push(query.phone);
    }
  }
  if (conditions.length === 0) return [];
  const ids = await em.execute<{ id: string }[]>(`select "id" from "${meta.tableName}" where ${conditions.join(' or ')}`, params);
  if (ids.length === 0) return [];
  const where = { id: { $in: ids.map(({ id }) => id) } } as FilterQuery<object>;
  return (await em.find(source.entity, where, { orderBy: { receivedAt: 'asc' } as never })) as Row[];
}

async function mailJobsAbout(em: EntityManager, sourceIds: string[], query: PersonQuery): Promise<Row[]> {
  const byRecipient = query.email
    ? await em.execute<{ id: number }[]>(`select "id" from "jobs" where "kind" = 'mail' and ${emailCondition('"result"')}`, [query.email])
    : [];
  // A mail job names its submission in its payload, and once tried keeps its recipient as its result.
  const bySource = sourceIds.length
    ? await em.execute<{ id: number }[]>(`select "id" from "jobs" where "kind" = 'mail' and "payload"->>'sourceId' in (?)`, [sourceIds])
    : [];
  const ids = [...byRecipient, ...bySource].map(({ id }) => id);
  const where: FilterQuery<Job> = { id: { $in: ids } };
  return (await em.find(Job, where, { orderBy: { id: 'asc' } })) as unknown as Row[];
}

/** A row's uploaded files, in the order its source names them. */
export function filesOf(found: FoundKind, row: Row): UploadedFile[] {
  return (found.source?.files ?? []).map((property) => row[property]).filter((file): file is UploadedFile => file instanceof UploadedFile);
}

/** What erasing removed from one table. */
export interface ErasedKind {
  kind: string;
  label: string;
  rowsDeleted: number;
  rowsAnonymised: number;
  filesDeleted: number;
}

/**
 * Erases everything the site holds about a person in one transaction: rows of `delete` tables go with
 * their files' rows, rows of `anonymise` tables stay with the person's fields blanked and their files
 * renamed to nothing, queued e-mails about them go. Bytes kept in the database go in the same
 * transaction; bytes on disk are removed after the commit, and a crash in between leaves only bytes
 * no row names, which no route can serve (decision 033).
 */
export async function erasePersonalData(
  em: EntityManager,
  files: FileStore,
  sources: readonly PersonalDataSource[],
  query: PersonQuery,
): Promise<{ kinds: ErasedKind[]; storedFiles: StoredFileRef[] }> {
  const storedFiles: StoredFileRef[] = [];
  const kinds = await em.transactional(async (tem) => {
    const erased: ErasedKind[] = [];
    for (const found of await findPersonalData(tem, sources, query)) {
      const rowFiles = found.rows.flatMap((row) => filesOf(found, row));
      storedFiles.push(...rowFiles.map(({ storedName, visibility }) => ({ storedName, visibility })));
      if (found.erasure === 'delete') {
        for (const row of found.rows) tem.remove(row);
        await tem.flush();
        for (const file of rowFiles) tem.remove(file);
      } else {
        for (const row of found.rows) anonymise(row, found.source!, query);
        for (const file of rowFiles) forgetFile(file);
      }
      await tem.flush();
      const rows = found.rows.length;
      erased.push({
        kind: found.kind,
        label: found.label,
        rowsDeleted: found.erasure === 'delete' ? rows : 0,
        rowsAnonymised: found.erasure === 'anonymise' ? rows : 0,
        filesDeleted: rowFiles.length,
      });
    }
    await files.removeInTransaction(tem, storedFiles);
    return erased;
  });
  await files.removeAfterCommit(storedFiles);
  return { kinds, storedFiles };
}

function anonymise(row: Row, source: PersonalDataSource, query: PersonQuery): void {
  const blanked: Row = {};
  for (const person of source.people) {
    if (!namesPerson(row, person, query)) continue;
    for (const property of fieldsOf(person)) blanked[property] = '';
  }
  wrap(row).assign(blanked);
}

/** The file's row stays (the row it belongs to needs one) but names no bytes and says nothing about the person. */
function forgetFile(file: UploadedFile): void {
  wrap(file).assign({ storedName: `erased-${randomUUID()}`, name: 'erased', size: 0 });
}
