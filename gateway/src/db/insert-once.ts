import type { EntityClass, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

interface Submitted {
  id: string;
  submissionId: string;
}

/**
 * Stores a public submission of one row exactly once per submissionId, in one statement:
 * `insert ... on conflict (submission_id) do nothing`. The first gets its row stored; a replay
 * (the outbox retrying, a double click, a concurrent duplicate) inserts nothing and gets the row
 * stored first, with one more query. `row` holds every column, its id included, so that the
 * stored row is known without reading it back. Check the submissionId and validate before.
 */
export async function insertOnce<T extends Submitted>(em: EntityManager, entity: EntityClass<T>, row: RequiredEntityData<T> & Submitted): Promise<T> {
  const { affectedRows } = await em.createQueryBuilder(entity).insert(row).onConflict('submissionId').ignore().execute('run');
  if (affectedRows === 1) return em.create(entity, row, { managed: true });
  return em.findOneOrFail(entity, { submissionId: row.submissionId } as FilterQuery<T>);
}
