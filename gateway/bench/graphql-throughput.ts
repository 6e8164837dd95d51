/**
 * `npm run bench`: GraphQL throughput of the real gateway (embedded database, in memory),
 * as a ratio to a bare Fastify handler measured in the same run on the same machine.
 */
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../src/config.js';
import { createServer } from '../src/server.js';
import { load, type LoadResult } from './load.js';

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const baseline = Fastify({ logger: false });
baseline.get('/ping', async () => ({ status: 'ok' }));
await baseline.listen({ port: 0, host: '127.0.0.1' });
const baselineUrl = `http://127.0.0.1:${(baseline.server.address() as { port: number }).port}/ping`;

const server = await createServer(
  loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: join(dataDir, 'none'),
    ADMIN_PASSWORD: 'bench password',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
    PUBLIC_WRITES_PER_MINUTE: '10000000',
  }),
  { inMemory: true },
);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const gateway = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
const graphql = (query: string) => ({ url: `${gateway}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

try {
  await load({ url: baselineUrl, durationMs: 1000 });
  const results: [string, LoadResult][] = [
    ['bare Fastify handler (baseline)', await load({ url: baselineUrl })],
    ['GraphQL query, no database', await load(graphql('{ currentAdmin }'))],
    ['GraphQL mutation, validation refusal', await load(graphql('mutation { submitEnquiry(submissionId: "bench-0001", input: {name: "", email: "", phone: "", enquiry: ""}) { id } }'))],
    ['GET /healthz (database round trip)', await load({ url: `${gateway}/healthz` })],
  ];
  const base = results[0]![1].perSecond;
  for (const [name, result] of results) {
    process.stdout.write(`${name.padEnd(40)} ${result.perSecond.toFixed(0).padStart(7)} req/s  ${(result.perSecond / base).toFixed(2)}x baseline  (${result.failures} failed of ${result.requests})\n`);
  }
} finally {
  await server.close();
  await baseline.close();
  await rm(dataDir, { recursive: true, force: true });
}
