import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { seedAdmin } from './modules/auth/admin-seed.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { createTokenService, resolveTokenSecret } from './auth/tokens.js';
import { createInvalidationBus } from './cache/create-invalidation-bus.js';
import type { InvalidationBus } from './cache/invalidation-bus.js';
import type { Config } from './config.js';
import { type Database, embeddedDatabaseDir, openDatabase } from './db/database.js';
import { FileStore } from './files/file-store.js';
import { buildApp } from './http/build-app.js';
import { seeds } from './modules/registry.js';

export interface Server {
  app: FastifyInstance;
  db: Database;
  /** Set on the first start without ADMIN_PASSWORD. */
  generatedAdminPassword?: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Keep the embedded database in memory instead of DATA_DIR (tests). */
  inMemory?: boolean;
}

/** Opens the database, seeds the admin and builds the HTTP app, ready to listen. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const logger = pino({ level: config.logLevel });
  const db = await openDatabase({
    url: config.databaseUrl,
    embeddedDir: options.inMemory ? undefined : embeddedDatabaseDir(config.dataDir),
    log: (message) => logger.info(message),
  });
  let invalidation: InvalidationBus | undefined;
  try {
    const tokens = createTokenService(await resolveTokenSecret(config.tokenSecret, config.dataDir));
    const seeded = await seedAdmin(db.orm.em.fork(), config.adminId, config.adminPassword);
    for (const seed of seeds) await seed(db.orm.em.fork());
    invalidation = createInvalidationBus();
    const services = { config, tokens, loginThrottle: new LoginThrottle(), files: new FileStore(config.uploadsDir), invalidation };
    const app = await buildApp({ config, db, services, logger });
    return {
      app,
      db,
      generatedAdminPassword: seeded.generatedPassword,
      async close() {
        await app.close();
        await services.invalidation.close();
        await db.close();
      },
    };
  } catch (error) {
    await invalidation?.close();
    await db.close();
    throw error;
  }
}
