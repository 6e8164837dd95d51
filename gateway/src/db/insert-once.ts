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

/** One column of the table: the row's property it takes, and how a value of it is sent. */
interface Column {
  property: string;
  field: string;
  toDatabase: (value: unknown) => unknown;
}

/** A pooled node-postgres client, as the ORM's connection pool lends it. */
interface PooledClient {
  query(text: string, values: unknown[]): Promise<{ rows: { id: string }[] }>;
}

/**
 * Rows of one table that arrive while inserts into it are running wait and go together in the
 * next one (a group commit): one statement, one round trip and one commit for a burst of
 * submissions instead of one each, while a lone submission is sent at once. Up to `mostInFlight`
 * inserts run at once, each on its own pooled connection (see setInsertsInFlight). The statement
 * is written here, once per batch size, rather than by the ORM's query builder, which built it
 * anew for every batch and took a tenth of the gateway's time per write (decision 035).
 */
class InsertQueue {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private readonly columns: Column[];
  private readonly table: string;
  private readonly statements = new Map<number, string>();
  private readonly connection: ReturnType<EntityManager['getConnection']>;
  private readonly platform: ReturnType<EntityManager['getPlatform']>;

  constructor(
    em: EntityManager,
    entity: EntityClass<unknown>,
    private readonly mostInFlight: () => number,
  ) {
    const meta = em.getMetadata().get(entity.name);
    const platform = em.getPlatform();
    this.connection = em.getConnection();
    this.platform = platform;
    this.table = meta.tableName;
    this.columns = meta.props
      .filter((prop) => prop.persist !== false && prop.fieldNames?.length === 1)
      .map((prop) => ({
        property: prop.name,
        field: prop.fieldNames[0]!,
        toDatabase: prop.customType ? (value) => prop.customType!.convertToDatabaseValue(value, platform, { mode: 'query' }) : (value) => value,
      }));
  }

  /** Resolves to whether `row` was stored (false: its submissionId was stored before). */
  add(row: Row): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, done: (stored) => (stored instanceof Error ? reject(stored) : resolve(stored)) });
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < this.mostInFlight() && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MOST_ROWS_PER_INSERT);
      this.inFlight++;
      void this.store(batch).finally(() => {
        this.inFlight--;
        this.send();
      });
    }
  }

  private async store(batch: Waiting[]): Promise<void> {
    try {
      const stored = await this.insert(batch.map(({ row }) => row));
      for (const { row, done } of batch) done(stored.has(row.id));
    } catch (error) {
      await this.insertEachAlone(batch, error as Error);
    }
  }

  /** The ids of the rows stored; the others' submissionIds were there already (or twice in `rows`). */
  private async insert(rows: Row[]): Promise<Set<string>> {
    const values: unknown[] = [];
    for (const row of rows) {
      for (const { property, toDatabase } of this.columns) {
        // The statement sends every column, so a row without one would store null over the column's default.
        if (!(property in row)) throw new Error(`${this.table} rows need ${property}`);
        values.push(toDatabase(row[property]));
      }
    }
    const knex = this.connection.getKnex();
    const client = (await knex.client.acquireConnection()) as PooledClient;
    try {
      const { rows: stored } = await client.query(this.statement(rows.length), values);
      return new Set(stored.map(({ id }) => id));
    } catch (error) {
      throw this.platform.getExceptionConverter().convertException(error as Error);
    } finally {
      await knex.client.releaseConnection(client);
    }
  }

  /** `insert … values ($1, …), (…) on conflict (submission_id) do nothing returning id` for `count` rows. */
  private statement(count: number): string {
    let statement = this.statements.get(count);
    if (statement) return statement;
    const tuples = Array.from({ length: count }, (_, row) => `(${this.columns.map((_, column) => `$${row * this.columns.length + column + 1}`).join(', ')})`);
    const submissionId = this.columns.find(({ property }) => property === 'submissionId')!.field;
    statement = `insert into "${this.table}" (${this.columns.map(({ field }) => `"${field}"`).join(', ')}) values ${tuples.join(', ')} on conflict ("${submissionId}") do nothing returning "id"`;
    this.statements.set(count, statement);
    return statement;
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
const inFlightByDriver = new WeakMap<object, number>();

/**
 * How many inserts into one table may run at once through this EntityManager's ORM (1 unless
 * said): on a PostgreSQL server a second batch goes out while the first one commits; the embedded
 * database runs one statement at a time, so there one makes the largest batches.
 */
export function setInsertsInFlight(em: EntityManager, inFlight: number): void {
  inFlightByDriver.set(em.getDriver(), inFlight);
}

function queueFor(em: EntityManager, entity: EntityClass<unknown>): InsertQueue {
  const driver = em.getDriver();
  let byEntity = queues.get(driver);
  if (!byEntity) queues.set(driver, (byEntity = new Map()));
  let queue = byEntity.get(entity);
  if (!queue) byEntity.set(entity, (queue = new InsertQueue(em, entity, () => inFlightByDriver.get(driver) ?? 1)));
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
