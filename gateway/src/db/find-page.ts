import { ADMIN_PAGE_MAX } from '@site/schema';
import type { EntityManager, EntityName, FilterQuery, FindOptions } from '@mikro-orm/postgresql';

export interface PageRequest {
  offset: number;
  limit: number;
  search?: string | null;
}

/** `%` and `_` in what an admin types are searched for as themselves. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of rows matching `where` and, when a search is given, containing it in any of
 * `searchable`; with how many match in all, so a table can say where it is.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  searchable: readonly (keyof T & string)[],
  page: PageRequest,
  orderBy: FindOptions<T>['orderBy'],
): Promise<{ total: number; rows: T[] }> {
  const term = page.search?.trim();
  const filter = term ? ({ $and: [where, { $or: searchable.map((column) => ({ [column]: { $ilike: likePattern(term) } })) }] } as FilterQuery<T>) : where;
  const [rows, total] = await em.findAndCount(entity, filter, {
    orderBy,
    offset: Math.max(0, Math.trunc(page.offset)),
    limit: Math.min(ADMIN_PAGE_MAX, Math.max(1, Math.trunc(page.limit))),
  });
  return { total, rows };
}
