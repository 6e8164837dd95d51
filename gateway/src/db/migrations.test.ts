import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { unmigrated: true });
});
afterAll(() => t.close());

describe('committed migrations', () => {
  it('bring the database exactly to what the entities describe (run `npm run migration:create -w gateway` after changing an entity)', async () => {
    const diff = await t.server.db.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('leave nothing pending', async () => {
    expect(await t.server.db.orm.getMigrator().getPendingMigrations()).toEqual([]);
  });
});
