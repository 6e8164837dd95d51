import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.sql('create table connection_probe (id int primary key, note text)');
});
afterAll(() => t.close());

/**
 * Sent with its values apart from its text (the extended protocol), as insertOnce sends its inserts:
 * the ORM's own statements carry their values inline.
 */
async function withValues<T>(query: string, values: unknown[]): Promise<T[]> {
  const { rows } = (await t.server.db.orm.em.getKnex().raw(query, values)) as { rows: T[] };
  return rows;
}

/** One statement of `rows` rows with long values: its messages reach the database in several reads. */
function largeInsert(first: number, rows: number): [string, unknown[]] {
  const values = Array.from({ length: rows }, (_, row) => [first + row, 'x'.repeat(2000)]).flat();
  return [`insert into connection_probe values ${Array.from({ length: rows }, () => '(?, ?)').join(', ')} returning id`, values];
}

describe("the gateway's database", () => {
  it('runs each statement with its own values while others run beside it', async () => {
    let next = 0;
    for (let round = 0; round < 10; round++) {
      const large = Array.from({ length: 2 }, async () => {
        const [query, values] = largeInsert(next, 100);
        next += 100;
        expect(await withValues<{ id: number }>(query, values)).toHaveLength(100);
      });
      const small = Array.from({ length: 6 }, async (_, index) => {
        expect(await withValues<{ answer: number }>('select ?::int + 1 as answer', [index])).toEqual([{ answer: index + 1 }]);
      });
      await Promise.all([...large, ...small]);
    }
    expect(await t.sql('select count(*)::int as stored from connection_probe')).toEqual([{ stored: 2000 }]);
  });
});
