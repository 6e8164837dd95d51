import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage, type PageRequest } from './find-page.js';
import { NEWEST_FIRST } from './public-submission.entity.js';
import { type Remarked, saveRemark } from './save-remark.js';

/** A stored public submission that the visitor's client timed (see ClientTimedSubmission). */
interface Timed {
  submittedAt: Date | null;
  receivedAt: Date;
}

/**
 * How an admin reads a table of public submissions: every row and one page, both newest first
 * (rows without a submission time last), the page searched over `searchable`.
 */
export function submissionTable<T extends Timed & object>(entity: EntityClass<T>, searchable: readonly (keyof T & string)[]) {
  return {
    list: (em: EntityManager): Promise<T[]> => em.find(entity, {}, { orderBy: NEWEST_FIRST }),
    page: (em: EntityManager, page: PageRequest) => findPage(em, entity, {}, searchable, page, NEWEST_FIRST),
  };
}

/**
 * A submission table whose rows an admin answers with a remark: also how many wait for one, and
 * saving one (a malformed id is "not found", like an unknown one; see save-remark.ts).
 * `what` names a row in the not-found message ("Enquiry not found.").
 */
export function remarkedSubmissionTable<T extends Timed & Remarked>(entity: EntityClass<T>, what: string, searchable: readonly (keyof T & string)[]) {
  return {
    ...submissionTable(entity, searchable),
    countWithoutRemark: (em: EntityManager): Promise<number> => em.count(entity, { remark: '' } as FilterQuery<Remarked> as FilterQuery<T>),
    saveRemark: (em: EntityManager, id: string, remark: string): Promise<T> => saveRemark(em, entity, what, id, remark),
  };
}
