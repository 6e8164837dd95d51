import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { recordAudit } from './audit.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

it('keeps every audit entry as written: adding one works, changing, deleting or emptying is refused', async () => {
  const em = t.server.db.orm.em.fork();
  const entry = recordAudit(em, { typed: 'owner@svr.test' }, { action: 'closeTicket', target: 'TKT-1', ip: '127.0.0.1' });
  await em.flush();
  const stored = () => t.sql<{ actor: string; target: string }>(`select actor, target from audit_entries where id = ?`, [entry.id]);
  expect(await stored()).toEqual([{ actor: 'owner@svr.test', target: 'TKT-1' }]);

  const refused = /audit entries are kept as written: (UPDATE|DELETE|TRUNCATE) is refused/;
  await expect(t.sql(`update audit_entries set target = 'TKT-2' where id = ?`, [entry.id])).rejects.toThrow(refused);
  await expect(t.sql(`delete from audit_entries where id = ?`, [entry.id])).rejects.toThrow(refused);
  await expect(t.sql(`truncate audit_entries`)).rejects.toThrow(refused);
  entry.target = 'TKT-3';
  await expect(em.flush()).rejects.toThrow(refused);

  expect(await stored()).toEqual([{ actor: 'owner@svr.test', target: 'TKT-1' }]);
});
