import './heap-settings.js';
import 'reflect-metadata';
import { MB } from '@site/schema';
import { loadConfig } from './config.js';
import { createServer } from './app/server.js';
import { watchMemory } from './memory/watch-memory.js';

const config = loadConfig();
const server = await createServer(config);
const { app } = server;

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = config.publicUrl ?? `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
await watchMemory((before, after) => app.log.debug(`idle: resident set ${Math.round(before / MB)} MB, ${Math.round(after / MB)} MB once released`));
app.log.info(`Site ready at ${url} (${server.db.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`);
if (server.generatedAdminPassword) {
  process.stdout.write(
    `\n  Admin login for ${url}/Admin\n    Admin ID: ${config.adminId}\n    Password: ${server.generatedAdminPassword}\n` +
      '  This password is shown only once. Set ADMIN_PASSWORD to choose your own.\n\n',
  );
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  });
}
