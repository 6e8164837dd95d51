/**
 * The write baseline of `npm run bench`: bare Fastify, in its own process, storing each enquiry
 * with one `insert … on conflict do nothing` and nothing else (no validation, hooks or ORM): the
 * least a write can cost on that database. `pg <url> <pool size>` uses node-postgres on a
 * PostgreSQL server; `pglite <data dir>` opens PGlite in this process. `GET /stored` counts the
 * rows. `{"port": N}` on stdout once listening.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

interface Submitted {
  submissionId: string;
  name: string;
  email: string;
  phone: string;
  enquiry: string;
  submittedAt?: string;
}

type Query = (sql: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const INSERT = `insert into enquiries (id, submission_id, name, email, phone, enquiry, submitted_at, received_at, remark)
  values ($1, $2, $3, $4, $5, $6, $7, $8, '') on conflict (submission_id) do nothing returning id`;

const [kind, where, poolSize] = process.argv.slice(2);
let query: Query;
let close: () => Promise<void>;
if (kind === 'pg') {
  const pool = new pg.Pool({ connectionString: where, max: Number(poolSize) });
  query = (sql, values) => pool.query(sql, values);
  close = () => pool.end();
} else {
  const db = await PGlite.create(where!);
  query = (sql, values) => db.query(sql, values);
  close = () => db.close();
}

const app = Fastify({ logger: false });
app.post<{ Body: Submitted }>('/enquiry', async (request, reply) => {
  const { submissionId, name, email, phone, enquiry, submittedAt } = request.body;
  const id = randomUUID();
  const receivedAt = new Date();
  const { rows } = await query(INSERT, [id, submissionId, name, email, phone, enquiry, submittedAt ?? null, receivedAt]);
  if (rows.length === 1) return reply.code(201).send({ success: true, _id: id, receivedAt });
  const stored = await query('select id, received_at from enquiries where submission_id = $1', [submissionId]);
  return reply.code(201).send({ success: true, _id: stored.rows[0]!.id, receivedAt: stored.rows[0]!.received_at });
});
app.get('/stored', async () => {
  const { rows } = await query('select count(*)::int as stored from enquiries', []);
  return rows[0];
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(
    signal,
    () =>
      void app
        .close()
        .then(close)
        .then(() => process.exit(0)),
  );
