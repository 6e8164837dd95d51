import { type EntityClass, type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidError } from '../core/errors.js';
import type { SubmissionKindName } from '@site/schema';
import { committed } from '../core/live-events.js';
import { submissionReplays, submissionsStored } from '../metrics/metrics.js';

interface Submitted {
  id: string;
  submissionId: string;
}

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function checkSubmissionId(submissionId: string): void {
  if (!SUBMISSION_ID.test(submissionId)) {
    throw new InvalidError('submissionId must be 8 to 64 letters, digits, dashes or underscores.');
  }
}

/**
 * Stores a public submission exactly once per submissionId. A replay (the outbox retrying,
 * a double click, a concurrent duplicate) gets the row that was stored first; `build`
 * runs only for the first, so it is where validation belongs. When the built row is not
 * stored after all (a concurrent duplicate won, or the write failed), `discard` undoes
 * what `build` did outside the database, such as writing its files. `kind` names the row in the
 * live event told once it is stored.
 */
export async function createOnce<T extends Submitted>(
  em: EntityManager,
  entity: EntityClass<T>,
  kind: SubmissionKindName,
  submissionId: string,
  build: () => T | Promise<T>,
  discard?: (row: T) => Promise<void>,
): Promise<T> {
  checkSubmissionId(submissionId);
  const where = { submissionId } as FilterQuery<T>;
  const counted = { kind: entity.name };
  const existing = await em.findOne(entity, where);
  if (existing) {
    submissionReplays.inc(counted);
    return existing;
  }
  const row = await build();
  em.persist(row);
  try {
    await em.flush();
    submissionsStored.inc(counted);
    committed(em, { type: 'submissionCreated', kind, id: row.id });
    return row;
  } catch (error) {
    await discard?.(row);
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    submissionReplays.inc(counted);
    em.clear();
    return em.findOneOrFail(entity, where);
  }
}
