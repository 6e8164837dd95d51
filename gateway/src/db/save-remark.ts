import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../core/errors.js';
import { isUuid } from './ids.js';

/** A submission an admin annotates with a free-text remark. */
export interface Remarked {
  id: string;
  remark: string;
}

/**
 * Saves an admin's remark on one row. An id that cannot name a row (not a uuid) is "not found",
 * like an unknown one, rather than reaching PostgreSQL as an invalid uuid.
 */
export async function saveRemark<T extends Remarked>(em: EntityManager, entity: EntityClass<T>, what: string, id: string, remark: string): Promise<T> {
  const row = isUuid(id) ? await em.findOne(entity, { id } as FilterQuery<T>) : null;
  if (!row) throw new NotFoundError(what);
  row.remark = remark.trim();
  await em.flush();
  return row;
}
