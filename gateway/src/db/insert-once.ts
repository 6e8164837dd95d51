import type { EntityClass, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubmissionKindName } from '@site/schema';
import { committed } from '../core/live-events.js';
import { submissionReplays, submissionsStored } from '../metrics/metrics.js';

interface Submitted {
  id: string;
  submissionId: string;
  receivedAt: Date;
}

/** What a visitor is answered for a stored submission: the first one's, for a replay. */
export type StoredReceipt = Submitted;

type Row = Record<string, unknown> & Submitted;

interface Waiting {
  row: Row;
  done: (stored: boolean | Error) => void;
}

/** What one statement carries at most: a few thousand parameters, far below PostgreSQL's 65,535. */
const MOST_ROWS_PER_INSERT = 200;

/**
 * Rows of one table that arrive while an insert into it is running wait and go together in the
 * next one (a group commit): one statement, one round trip and one commit for a burst of
 * submissions instead of one each, while a lone submission is sent at once.
 */
class InsertQueue {
  private waiting: Waiting[] = [];
  private running = false;

  constructor(
    private readonly em: EntityManager,
    private readonly entity: EntityClass<unknown>,
  ) {}

  /** Resolves to whether `row` was stored (false: its submissionId was stored before). */
  add(row: Row): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, done: (stored) => (stored instanceof Error ? reject(stored) : resolve(stored)) });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MOST_ROWS_PER_INSERT);
      try {
        const stored = await this.insert(batch.map(({ row }) => row));
        for (const { row, done } of batch) done(stored.has(row.id));
      } catch (error) {
        await this.insertEachAlone(batch, error as Error);
      }
    }
    this.running = false;
  }

  /** The ids of the rows stored; the others' submissionIds were there already (or twice in `rows`). */
  private async insert(rows: Row[]): Promise<Set<string>> {
    const stored: { id: string }[] = await this.em
      .fork()
      .createQueryBuilder(this.entity)
      .insert(rows)
      .onConflict('submissionId')
      .ignore()
      .returning('id')
      .execute('all');
    return new Set(stored.map(({ id }) => id));
  }

  /** One row that the database refuses must not take the others with it: each is tried on its own. */
  private async insertEachAlone(batch: Waiting[], error: Error): Promise<void> {
    if (batch.length === 1) return batch[0]!.done(error);
    for (const { row, done } of batch) {
      await this.insert([row]).then(
        (stored) => done(stored.has(row.id)),
        (failure: Error) => done(failure),
      );
    }
  }
}

const queues = new WeakMap<object, Map<EntityClass<unknown>, InsertQueue>>();

function queueFor(em: EntityManager, entity: EntityClass<unknown>): InsertQueue {
  const driver = em.getDriver();
  let byEntity = queues.get(driver);
  if (!byEntity) queues.set(driver, (byEntity = new Map()));
  let queue = byEntity.get(entity);
  if (!queue) byEntity.set(entity, (queue = new InsertQueue(em.fork(), entity)));
  return queue;
}

/**
 * Stores a public submission of one row exactly once per submissionId, with
 * `insert ... on conflict (submission_id) do nothing`, grouped with the rows that arrive at the
 * same time (see InsertQueue). The first gets its receipt; a replay (the outbox retrying, a
 * double click, a concurrent duplicate) inserts nothing and gets the first one's receipt, with one
 * more query; `kind` names it in the live event told once it is stored. `row` holds every column, its id included, so that the receipt is known without
 * reading the row back or building an entity for it. Check the submissionId and validate before.
 */
export async function insertOnce<T extends Submitted>(
  em: EntityManager,
  entity: EntityClass<T>,
  kind: SubmissionKindName,
  row: RequiredEntityData<T> & Submitted,
): Promise<StoredReceipt> {
  const { id, submissionId, receivedAt } = row;
  const counted = { kind: entity.name };
  if (await queueFor(em, entity as EntityClass<unknown>).add(row as Row)) {
    submissionsStored.inc(counted);
    committed(em, { type: 'submissionCreated', kind, id });
    return { id, submissionId, receivedAt };
  }
  submissionReplays.inc(counted);
  return em.findOneOrFail(entity, { submissionId } as FilterQuery<T>);
}
