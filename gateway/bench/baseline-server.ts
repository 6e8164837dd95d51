/**
 * The baseline of `npm run bench`: bare Fastify, in its own process, answering each measured
 * path with the very bytes and headers the gateway answered (read from the file in argv[2]),
 * from memory, with no work per request; and `/download`, the file in argv[3] streamed from disk.
 * `{"port": N}` on stdout once listening.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import Fastify from 'fastify';
import type { RecordedAnswer } from './recorded-answer.js';

const answers = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as RecordedAnswer[];
const app = Fastify({ logger: false });
app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.route({
    method: answer.method,
    url: answer.path,
    handler: (_request, reply) => reply.code(answer.status).headers(answer.headers).send(body),
  });
}
const downloadFile = process.argv[3]!;
const downloadSize = (await stat(downloadFile)).size;
app.get('/download', (_request, reply) =>
  reply.header('content-type', 'application/zip').header('content-length', downloadSize).send(createReadStream(downloadFile)),
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
