import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { seedAdmin } from '../modules/auth/admin-seed.js';
import { LoginThrottle } from '../security/login-throttle.js';
import { PasswordResetThrottle } from '../security/password-reset-throttle.js';
import { createAccess } from '../access/access.js';
import { createOneTimeLinks } from '../access/one-time-links.js';
import { resolveTokenSecret } from '../security/token-secret.js';
import { createTokenSigner } from '../security/tokens.js';
import { createInvalidationBus } from '../cache/create-invalidation-bus.js';
import type { InvalidationBus } from '../cache/invalidation-bus.js';
import type { Config } from '../config.js';
import { type Database, embeddedDatabaseDir, openDatabase } from '../db/database.js';
import { createFileStore } from '../files/create-file-store.js';
import { buildApp } from '../http/build-app.js';
import { MailWorker, type MailWorkerTiming } from '../mail/mail-worker.js';
import { smtpSender } from '../mail/mail-transport.js';
import { connectRedis, disconnectRedis } from '../redis/redis-connection.js';
import { createWindowCounter } from '../redis/create-window-counter.js';
import { entities } from './entities.js';
import { httpRoutes, mailComposers, privateFiles, publicReads, seeds, shimRoutes } from './feature-parts.js';
import { buildSiteSchema } from './schema.js';

export interface Server {
  app: FastifyInstance;
  db: Database;
  /** The shared Redis, when REDIS_URL is set. */
  redis: Redis | undefined;
  /** Set on the first start without ADMIN_PASSWORD. */
  generatedAdminPassword?: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Keep the embedded database in memory instead of DATA_DIR (tests). */
  inMemory?: boolean;
  /** Start the embedded database from this migrated dump rather than an empty one (tests). */
  embeddedTemplate?: string;
  /** Shorter polls and retries for tests. */
  mailTiming?: Partial<MailWorkerTiming>;
}

/**
 * The composition root: opens the database (and Redis, when configured) with every feature's tables,
 * seeds the admin and the features' data, and builds the HTTP app with their schema, shim rows and
 * routes, ready to listen.
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const logger = pino({ level: config.logLevel });
  const db = await openDatabase({
    entities,
    url: config.databaseUrl,
    embeddedDir: options.inMemory ? undefined : embeddedDatabaseDir(config.dataDir),
    embeddedTemplate: options.embeddedTemplate,
    log: (message) => logger.info(message),
  });
  let redis: Redis | undefined;
  let invalidation: InvalidationBus | undefined;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
    const counter = createWindowCounter(redis);
    const secret = await resolveTokenSecret(config.tokenSecret, db, config.dataDir);
    const access = createAccess(db.orm, createTokenSigner(secret));
    const links = createOneTimeLinks(secret);
    const seeded = await seedAdmin(db.orm.em.fork(), access, config.adminId, config.adminPassword);
    for (const seed of seeds) await seed(db.orm.em.fork());
    invalidation = await createInvalidationBus(config.redisUrl, logger);
    const services = {
      config,
      access,
      links,
      loginThrottle: new LoginThrottle(counter),
      resetThrottle: new PasswordResetThrottle(counter),
      files: createFileStore(db, config.uploadsDir),
      invalidation,
      mailFeatures: new Map(mailComposers.map((composer) => [composer.table, composer.feature])),
    };
    const app = await buildApp({
      config,
      db,
      services,
      logger,
      counter,
      redis,
      features: { schema: await buildSiteSchema(), shimRoutes, publicReads, httpRoutes, privateFiles },
    });
    const mailWorker = config.smtpUrl
      ? new MailWorker({
          orm: db.orm,
          send: smtpSender(config.smtpUrl, config.mailFrom),
          composers: mailComposers,
          settings: { notifyTo: config.notifyTo, publicUrl: config.publicUrl, linkToken: links.tokenOf },
          log: logger,
          timing: options.mailTiming,
        })
      : undefined;
    mailWorker?.start();
    return {
      app,
      db,
      redis,
      generatedAdminPassword: seeded.generatedPassword,
      async close() {
        await mailWorker?.stop();
        await app.close();
        await services.invalidation.close();
        if (redis) await disconnectRedis(redis);
        await db.close();
      },
    };
  } catch (error) {
    await invalidation?.close();
    if (redis) await disconnectRedis(redis);
    await db.close();
    throw error;
  }
}
